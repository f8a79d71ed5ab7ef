#!/usr/bin/env python3
"""Writes the PNG part of Bezel's bad-input corpus (issue 19): Tests/Corpus/bad-pngs/, files that
`bezel diff` must refuse as bad input (exit 2, naming the file), and Tests/Corpus/good-pngs/,
unusual but valid files that must decode to the same pixels as an 8-bit RGBA reference.

Every file is built here from a small image, one defect each, so a reviewer can read how each
was made. Standard library only (zlib, struct); the output is the same on every run.

Usage: scripts/make-bad-pngs.py [--check]   (--check: fail if the committed files differ)
"""
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BAD = os.path.join(ROOT, "Tests", "Corpus", "bad-pngs")
GOOD = os.path.join(ROOT, "Tests", "Corpus", "good-pngs")
SIGNATURE = b"\x89PNG\r\n\x1a\n"
SIDE = 8


def chunk(kind, data, crc=None):
    """A chunk: length, type, data, CRC of type and data (or the given wrong CRC)."""
    body = kind + data
    value = zlib.crc32(body) if crc is None else crc
    return struct.pack(">I", len(data)) + body + struct.pack(">I", value & 0xFFFFFFFF)


def ihdr(width, height, depth=8, colour=2, compression=0, filtering=0, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, compression, filtering, interlace))


def pixel(x, y):
    """The reference image: a colour ramp with a few translucent pixels."""
    return (x * 32, y * 32, (x + y) * 16, 255 if (x + y) % 5 else 128)


def rows(colour=2, depth=8, side=SIDE):
    """Unfiltered scanlines (filter byte 0) of the reference image in a colour type and depth."""
    lines = []
    for y in range(side):
        line = bytearray([0])
        for x in range(side):
            r, g, b, a = pixel(x, y)
            if colour == 2:
                line += bytes([r, g, b]) if depth == 8 else struct.pack(">HHH", r * 257, g * 257, b * 257)
            elif colour == 6:
                line += bytes([r, g, b, a]) if depth == 8 else struct.pack(">HHHH", r * 257, g * 257, b * 257, a * 257)
        lines.append(bytes(line))
    return lines


def png(*chunks):
    return SIGNATURE + b"".join(chunks)


def rgb(data=None, header=None):
    """The reference image as 8-bit RGB (opaque: its alpha is dropped) with optional replacements."""
    return png(header or ihdr(SIDE, SIDE), chunk(b"IDAT", zlib.compress(b"".join(rows()) if data is None else data, 9)),
               chunk(b"IEND", b""))


def opaque_reference():
    """8-bit RGBA with every alpha 255: what an RGB file of the reference decodes to."""
    lines = [bytes([0]) + b"".join(bytes(pixel(x, y)[:3]) + b"\xff" for x in range(SIDE)) for y in range(SIDE)]
    return png(ihdr(SIDE, SIDE, 8, 6), chunk(b"IDAT", zlib.compress(b"".join(lines), 9)), chunk(b"IEND", b""))


def adam7(colour, depth):
    """The reference image interlaced: the seven passes, each its own filtered sub-image."""
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    full = [line[1:] for line in rows(colour, depth)]
    size = (3 if colour == 2 else 4) * depth // 8
    data = b""
    for x0, y0, dx, dy in passes:
        for y in range(y0, SIDE, dy):
            picked = [full[y][x * size:(x + 1) * size] for x in range(x0, SIDE, dx)]
            if picked:
                data += b"\x00" + b"".join(picked)
    return data


def palette_image():
    """The reference image's first row colours as a palette, one index a pixel, with tRNS."""
    colours = [pixel(x, 0) for x in range(SIDE)]
    plte = b"".join(bytes(c[:3]) for c in colours)
    trns = bytes(c[3] for c in colours)
    data = b"".join(bytes([0]) + bytes(range(SIDE)) for _ in range(SIDE))
    return plte, trns, data


def good_files():
    """Valid files and the reference each must equal."""
    plte, trns, indices = palette_image()
    palette_reference = png(
        ihdr(SIDE, SIDE, 8, 6),
        chunk(b"IDAT", zlib.compress(b"".join(bytes([0]) + b"".join(bytes(pixel(x, 0)) for x in range(SIDE)) for _ in range(SIDE)), 9)),
        chunk(b"IEND", b""))
    rgba = png(ihdr(SIDE, SIDE, 8, 6), chunk(b"IDAT", zlib.compress(b"".join(rows(6)), 9)), chunk(b"IEND", b""))
    return {
        "reference-rgba.png": rgba,
        "reference-opaque.png": opaque_reference(),
        "reference-palette.png": palette_reference,
        "rgb-8.png": rgb(),
        "interlaced-rgb-8.png": rgb(adam7(2, 8), ihdr(SIDE, SIDE, 8, 2, interlace=1)),
        "interlaced-rgb-16.png": rgb(adam7(2, 16), ihdr(SIDE, SIDE, 16, 2, interlace=1)),
        "interlaced-rgba-16.png": png(ihdr(SIDE, SIDE, 16, 6, interlace=1), chunk(b"IDAT", zlib.compress(adam7(6, 16), 9)),
                                      chunk(b"IEND", b"")),
        "rgb-16.png": rgb(b"".join(rows(2, 16)), ihdr(SIDE, SIDE, 16, 2)),
        "rgba-16.png": png(ihdr(SIDE, SIDE, 16, 6), chunk(b"IDAT", zlib.compress(b"".join(rows(6, 16)), 9)), chunk(b"IEND", b"")),
        "palette-trns.png": png(ihdr(SIDE, SIDE, 8, 3), chunk(b"PLTE", plte), chunk(b"tRNS", trns),
                                chunk(b"IDAT", zlib.compress(indices, 9)), chunk(b"IEND", b"")),
        "idat-split.png": png(ihdr(SIDE, SIDE), *[chunk(b"IDAT", bytes([b])) for b in zlib.compress(b"".join(rows()), 9)],
                              chunk(b"IEND", b"")),
        "ancillary-unknown.png": png(ihdr(SIDE, SIDE), chunk(b"bzEl", b"an unknown ancillary chunk is skipped"),
                                     chunk(b"IDAT", zlib.compress(b"".join(rows()), 9)), chunk(b"IEND", b"")),
    }


def bad_files():
    """Files with one defect each, by name; the comment says what a decoder must notice."""
    base = rgb()
    idat_data = zlib.compress(b"".join(rows()), 9)
    idat_start = 33
    idat_end = idat_start + 12 + len(idat_data)
    iend = chunk(b"IEND", b"")
    good_idat = chunk(b"IDAT", idat_data)
    plte, _, indices = palette_image()
    files = {
        "empty.png": b"",
        "text-file.png": b"This is a text file that was given a .png name.\n",
        # Cut at each structural point of a valid file.
        "truncated-in-signature.png": base[:4],
        "truncated-after-signature.png": base[:8],
        "truncated-in-ihdr-length.png": base[:10],
        "truncated-in-ihdr-type.png": base[:14],
        "truncated-in-ihdr-data.png": base[:20],
        "truncated-before-ihdr-crc.png": base[:29],
        "truncated-in-ihdr-crc.png": base[:31],
        "truncated-after-ihdr.png": base[:33],
        "truncated-in-idat-length.png": base[:35],
        "truncated-in-idat-data.png": base[:idat_start + 8 + len(idat_data) // 2],
        "truncated-before-idat-crc.png": base[:idat_end - 4],
        "truncated-after-idat.png": base[:idat_end],
        "truncated-in-iend.png": base[:idat_end + 6],
        "truncated-before-iend-crc.png": base[:-4],
        # The signature.
        "signature-wrong-byte.png": b"\x88" + base[1:],
        "signature-crlf-mangled.png": base.replace(b"\r\n", b"\n", 1),
        # Checksums.
        "bad-crc-ihdr.png": png(ihdr(SIDE, SIDE)[:-4] + b"\0\0\0\0", good_idat, iend),
        "bad-crc-idat.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", idat_data, crc=0x12345678), iend),
        "bad-crc-iend.png": png(ihdr(SIDE, SIDE), good_idat, chunk(b"IEND", b"", crc=0)),
        # Sizes: zero, beyond Bezel's limits, beyond the format's.
        "width-zero.png": rgb(header=ihdr(0, SIDE)),
        "height-zero.png": rgb(header=ihdr(SIDE, 0)),
        "size-65535x65535.png": rgb(header=ihdr(65535, 65535)),
        "size-100000x100000.png": rgb(header=ihdr(100000, 100000)),
        "size-16385x1.png": rgb(header=ihdr(16385, 1)),
        "width-over-2-31.png": rgb(header=ihdr(0x80000000, 1)),
        # 16000 × 16000 one-bit palette pixels: 30 KB on disk, 1 GB as RGBA.
        "palette-bomb-16000x16000.png": png(
            ihdr(16000, 16000, 1, 3), chunk(b"PLTE", b"\0\0\0\xff\xff\xff"),
            chunk(b"IDAT", zlib.compress(bytes(16000 * 2001), 9)), iend),
        # Header fields the format does not allow.
        "bit-depth-3.png": rgb(header=ihdr(SIDE, SIDE, 3, 0)),
        "rgb-bit-depth-4.png": rgb(header=ihdr(SIDE, SIDE, 4, 2)),
        "palette-bit-depth-16.png": rgb(header=ihdr(SIDE, SIDE, 16, 3)),
        "colour-type-1.png": rgb(header=ihdr(SIDE, SIDE, 8, 1)),
        "colour-type-5.png": rgb(header=ihdr(SIDE, SIDE, 8, 5)),
        "compression-method-1.png": rgb(header=ihdr(SIDE, SIDE, compression=1)),
        "filter-method-1.png": rgb(header=ihdr(SIDE, SIDE, filtering=1)),
        "interlace-method-2.png": rgb(header=ihdr(SIDE, SIDE, interlace=2)),
        "ihdr-length-12.png": png(chunk(b"IHDR", struct.pack(">IIBBBB", SIDE, SIDE, 8, 2, 0, 0)), good_idat, iend),
        # Chunk order and chunk types.
        "chunk-type-not-letters.png": png(ihdr(SIDE, SIDE), chunk(b"I1@T", b"\0"), good_idat, iend),
        "unknown-critical-chunk.png": png(ihdr(SIDE, SIDE), chunk(b"BZEL", b"critical and unknown"), good_idat, iend),
        "second-ihdr.png": png(ihdr(SIDE, SIDE), ihdr(SIDE, SIDE), good_idat, iend),
        "ihdr-not-first.png": png(chunk(b"gAMA", struct.pack(">I", 45455)), ihdr(SIDE, SIDE), good_idat, iend),
        "missing-iend.png": png(ihdr(SIDE, SIDE), good_idat),
        "idat-after-iend.png": png(ihdr(SIDE, SIDE), iend, good_idat),
        "no-idat.png": png(ihdr(SIDE, SIDE), iend),
        "empty-idat.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", b""), iend),
        "chunk-length-2-31.png": png(ihdr(SIDE, SIDE), struct.pack(">I", 0x7FFFFFFF) + b"tEXt" + b"x" * 16, good_idat, iend),
        "chunk-length-ffffffff.png": png(ihdr(SIDE, SIDE), struct.pack(">I", 0xFFFFFFFF) + b"tEXt" + b"x" * 16, good_idat, iend),
        # The compressed image data.
        "zlib-bad-header.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", b"\x78\x00" + idat_data[2:]), iend),
        "zlib-truncated.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", idat_data[:len(idat_data) // 2]), iend),
        "zlib-bad-adler.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", idat_data[:-4] + b"\0\0\0\0"), iend),
        "zlib-garbage.png": png(ihdr(SIDE, SIDE), chunk(b"IDAT", bytes((i * 37 + 11) % 256 for i in range(64))), iend),
        "too-little-data.png": rgb(b"".join(rows()[:SIDE - 3])),
        "too-much-data.png": rgb(b"".join(rows() + rows())),
        "filter-type-5.png": rgb(b"".join(b"\x05" + line[1:] for line in rows())),
        # Palettes.
        "palette-missing.png": png(ihdr(SIDE, SIDE, 8, 3), chunk(b"IDAT", zlib.compress(indices, 9)), iend),
        "palette-length-not-3n.png": png(ihdr(SIDE, SIDE, 8, 3), chunk(b"PLTE", plte + b"\0"),
                                         chunk(b"IDAT", zlib.compress(indices, 9)), iend),
        "palette-257-entries.png": png(ihdr(SIDE, SIDE, 8, 3), chunk(b"PLTE", bytes(3 * 257)),
                                       chunk(b"IDAT", zlib.compress(indices, 9)), iend),
        "palette-after-idat.png": png(ihdr(SIDE, SIDE, 8, 3), chunk(b"IDAT", zlib.compress(indices, 9)), chunk(b"PLTE", plte),
                                      iend),
        "trns-wrong-size.png": png(ihdr(SIDE, SIDE), chunk(b"tRNS", b"\0\1\0\2"), good_idat, iend),
    }
    return files


def write(folder, files, check):
    os.makedirs(folder, exist_ok=True)
    stale = []
    for name, data in sorted(files.items()):
        path = os.path.join(folder, name)
        if check:
            with open(path, "rb") as existing:
                if existing.read() != data:
                    stale.append(path)
        else:
            with open(path, "wb") as out:
                out.write(data)
    return stale


def main():
    check = "--check" in sys.argv[1:]
    stale = write(BAD, bad_files(), check) + write(GOOD, good_files(), check)
    for path in stale:
        print(f"{os.path.relpath(path, ROOT)} differs from what scripts/make-bad-pngs.py writes")
    if not check:
        print(f"wrote {len(bad_files())} bad PNGs to {os.path.relpath(BAD, ROOT)} and {len(good_files())} good ones to "
              f"{os.path.relpath(GOOD, ROOT)}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
