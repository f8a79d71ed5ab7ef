#!/usr/bin/env python3
"""The HTML report of a failing `bezel check`, opened in headless Chromium (`make test-report`).

Makes a real failure (a golden with a magenta block painted on it), runs `bezel check`, then:
  1. screenshots the report in each view and counts magenta pixels: the expected image shows
     them, the fresh render does not, so the slider, onion skin and toggle must change the count;
  2. loads a copy of the report with a test script appended that drives the controls (clicks,
     input events) and checks every image decoded.
Ends with `report browser test: N passed, N failed`; exit status 1 on any failure.
Usage: report-browser-test.py BEZEL_BINARY
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

CASE = "ios-17/iphone-15/device/portrait"
MAGENTA = (255, 0, 255)


class Image:
    """RGB pixels: `rows[y]` is a bytearray of `width * 3` bytes."""

    def __init__(self, width, rows):
        self.width, self.rows = width, rows

    def paint(self, left, top, right, bottom, colour):
        for y in range(top, bottom):
            self.rows[y][left * 3:right * 3] = bytes(colour) * (right - left)


def add_bytes(line, previous):
    """`line` plus `previous`, byte by byte and wrapping, in one big-integer sum: each byte's low
    seven bits are added apart from its top bit, so no carry crosses into the next byte."""
    size = len(line)
    low, high = int.from_bytes(b"\x7f" * size, "big"), int.from_bytes(b"\x80" * size, "big")
    x, y = int.from_bytes(line, "big"), int.from_bytes(previous, "big")
    return bytearray((((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(size, "big"))


def unfilter(kind, line, previous, bpp):
    """One PNG row's filter undone (Up, most of Chromium's rows, in one sum; the others byte by byte)."""
    if kind == 2:
        return add_bytes(line, previous)
    for i in range(len(line) if kind else 0):
        a = line[i - bpp] if i >= bpp else 0
        b = previous[i]
        c = previous[i - bpp] if i >= bpp else 0
        if kind == 1:
            line[i] = (line[i] + a) & 255
        elif kind == 3:
            line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    return line


def rgb_row(line, colour, depth, width, palette):
    """One unfiltered row as RGB bytes, channels moved by slices rather than pixel by pixel."""
    out = bytearray(width * 3)
    if colour == 3 and depth == 8:
        for channel in range(3):
            out[channel::3] = line.translate(bytes(entry[channel] for entry in palette).ljust(256, b"\0"))
    elif colour == 3:
        for x in range(width):
            bit = x * depth
            out[x * 3:x * 3 + 3] = bytes(palette[(line[bit // 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1)])
    else:
        channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
        for channel in range(3):
            out[channel::3] = line[(0 if channels <= 2 else channel)::channels]
    return out


def read_png(path):
    """Decodes an 8-bit, non-interlaced PNG (grey, RGB, RGBA or palette) to an RGB `Image`."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat, palette = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert interlace == 0, f"{path}: interlaced"
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    bits_per_pixel = channels * depth
    stride = (width * bits_per_pixel + 7) // 8
    bpp = max(1, bits_per_pixel // 8)
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = unfilter(kind, bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)]), previous, bpp)
        previous = line
        rows.append(rgb_row(line, colour, depth, width, palette))
    return Image(width, rows)


def write_png(path, image):
    """Writes an `Image` as an 8-bit RGB PNG."""
    raw = b"".join(b"\x00" + bytes(row) for row in image.rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", image.width, len(image.rows), 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def count(image, colour, tolerance=8):
    """The pixels within `tolerance` of `colour` in every channel: each channel's bytes mapped to
    1 (near) or 0, the three maps ANDed as big integers, the 1 bits counted."""
    pixels = b"".join(image.rows)
    near = 0
    for channel in range(3):
        table = bytes(1 if abs(v - colour[channel]) <= tolerance else 0 for v in range(256))
        bits = int.from_bytes(pixels[channel::3].translate(table), "big")
        near = bits if channel == 0 else near & bits
    return near.bit_count()


def chromium(*arguments):
    command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", "--window-size=2000,1300", "--virtual-time-budget=5000", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


SELF_TEST = """
<script>
// Synchronous, inside the load event (which waits for every embedded image), so the DOM dump
// that follows always holds the results.
addEventListener('load', () => {
  const results = [];
  const check = (name, ok) => results.push((ok ? 'PASS ' : 'FAIL ') + name);
  const images = [...document.images];
  check('report has images', images.length >= 8);
  const embedded = images.filter(i => i.getAttribute('src'));
  check('the three embedded images decoded', embedded.length === 3 && embedded.every(i => i.complete && i.naturalWidth > 0));
  const section = document.querySelector('section.failure');
  const button = v => section.querySelector('.views button[data-view=' + v + ']');
  const view = v => section.querySelector('.view.' + v);
  const sides = name => section.querySelector('.sides img.' + name).src;
  check('side by side shown first', !view('sides').hidden && view('slider').hidden);
  button('slider').click();
  check('slider button shows the slider', !view('slider').hidden && view('sides').hidden);
  const borrowed = [...view('slider').querySelectorAll('img')];
  check('the slider borrowed both images', borrowed.length === 2 && borrowed[0].src === sides('expected') && borrowed[1].src === sides('actual'));
  const range = section.querySelector('.slider-position');
  const over = section.querySelector('.slider .over');
  range.value = 20; range.dispatchEvent(new Event('input'));
  const at20 = getComputedStyle(over).clipPath;
  range.value = 80; range.dispatchEvent(new Event('input'));
  const at80 = getComputedStyle(over).clipPath;
  check('moving the slider moves the clip (' + at20 + ' / ' + at80 + ')', at20 !== at80 && at80.includes('80%'));
  button('onion').click();
  const fader = section.querySelector('.onion-opacity');
  fader.value = 25; fader.dispatchEvent(new Event('input'));
  check('onion skin fades the actual image', getComputedStyle(section.querySelector('.onion .over')).opacity === '0.25');
  button('toggle').click();
  const shown = section.querySelector('.toggle .shown');
  const before = shown.src;
  section.querySelector('.toggle .swap').click();
  check('toggle swaps the image', shown.src !== before && shown.src === sides('actual') && shown.alt === 'actual');
  shown.click();
  check('clicking the image swaps back', shown.src === before && shown.alt === 'expected');
  const out = document.createElement('pre');
  out.id = 'self-test';
  out.textContent = results.join('\\n');
  document.body.appendChild(out);
});
</script>
"""


def main():
    bezel = os.path.abspath(sys.argv[1])
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    passed, failed = 0, 0

    def expect(name, ok, detail=""):
        nonlocal passed, failed
        print(("PASS " if ok else "FAIL ") + name + (f" ({detail})" if detail else ""))
        if ok:
            passed += 1
        else:
            failed += 1

    with tempfile.TemporaryDirectory(prefix="bezel-report-") as work:
        golden = os.path.join(work, "Golden")
        shutil.copytree(os.path.join(repository, "Golden"), golden, symlinks=True)
        target = os.path.join(golden, CASE + ".png")
        image = read_png(target)
        image.paint(150, 200, 450, 320, MAGENTA)
        os.remove(target)  # it may be a link to another case's file
        write_png(target, image)
        artifacts = os.path.join(work, "artifacts")
        run = subprocess.run([bezel, "check", os.path.dirname(target), "--golden", golden, "--artifacts", artifacts],
                             capture_output=True, text=True, cwd=repository)
        expect("bezel check exits 1 on the painted golden", run.returncode == 1, f"exit {run.returncode}")
        report = os.path.join(artifacts, "report.html")
        expect("report.html written", os.path.exists(report))
        expect("junit.xml written", os.path.exists(os.path.join(artifacts, "junit.xml")))
        if not os.path.exists(report):
            print(run.stdout, run.stderr)
            print(f"report browser test: {passed} passed, {failed + 1} failed")
            return 1

        shots = os.path.join(repository, "artifacts", "report-browser")
        os.makedirs(shots, exist_ok=True)

        def shot(state):
            path = os.path.join(shots, state.replace("&", "-").replace("=", "-") + ".png")
            chromium(f"--screenshot={path}", f"file://{report}#case=0&{state}")
            if not os.path.exists(path):
                return None
            return read_png(path)

        block = 120 * 300
        views = {
            "view=sides": (True, True),
            "view=slider&pos=0": (False, None),
            "view=slider&pos=100": (True, None),
            "view=slider&pos=50": (True, None),
            "view=onion&pos=0": (True, None),
            "view=onion&pos=100": (False, None),
            "view=toggle": (True, None),
            "view=toggle&show=actual": (False, None),
        }
        for state, (magenta_expected, red_expected) in views.items():
            image = shot(state)
            if image is None:
                expect(f"screenshot of {state}", False, "chromium wrote no file")
                continue
            magenta = count(image, MAGENTA)
            # The block is 300 × 120 px in the golden; anything over a third of it means the
            # expected image is what shows (the view may crop it, never shrink it).
            expect(f"{state}: expected image {'shows' if magenta_expected else 'hidden'}",
                   (magenta > block // 3) == magenta_expected, f"{magenta} magenta pixels")
            if red_expected:
                red = count(image, (255, 0, 0), tolerance=4)
                expect(f"{state}: diff image shows the change in red", red > block // 3, f"{red} red pixels")
        print(f"screenshots in {shots}/")

        tested = os.path.join(work, "report-self-test.html")
        html = open(report, encoding="utf-8").read().replace("</body>", SELF_TEST + "</body>")
        open(tested, "w", encoding="utf-8").write(html)
        lines = []
        for _ in range(3):  # a loaded machine can starve the first headless start
            dom = chromium("--dump-dom", f"file://{tested}").stdout
            lines = [l for l in dom.split("<pre id=\"self-test\">", 1)[-1].split("</pre>", 1)[0].splitlines()
                     if l.startswith(("PASS ", "FAIL "))] if "self-test" in dom else []
            if lines:
                break
        expect("the report's own controls ran in the browser", len(lines) >= 8, f"{len(lines)} results")
        for line in lines:
            expect("browser: " + line[5:], line.startswith("PASS"))

    print(f"report browser test: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
