#if canImport(Glibc)
    import Glibc
#endif

/// Keeps glibc's allocator from handing large buffers back to the kernel between images: by
/// default every allocation over 128 KB is its own mapping, unmapped when freed, so a batch (a
/// golden check of 1,691 images, a gallery) faults the same megabytes in again for every image.
/// With these settings buffers up to 32 MB (glibc's largest threshold) come from the heap, which
/// is not trimmed, so they stay there for the next image. Called once, first thing, by the
/// command line; elsewhere than glibc it does nothing.
public func keepLargeBuffersAllocated() {
    #if os(Linux)
        // mallopt's parameters (malloc.h): M_TRIM_THRESHOLD −1, M_TOP_PAD −2, M_MMAP_THRESHOLD −3.
        _ = glibcMallopt(-3, 32 << 20)
        _ = glibcMallopt(-1, 1 << 30)
        _ = glibcMallopt(-2, 64 << 20)
    #endif
}

#if os(Linux)
    /// glibc's `mallopt`, which the Glibc module does not import (it lives in malloc.h).
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// Asks the kernel to back the whole 2 MB pages inside `count` bytes at `address` with huge pages
/// when they are first touched (`MADV_HUGEPAGE`; this machine's kernels give them only when
/// asked). For a large buffer about to be written once, such as a decoded screenshot's 20 MB of
/// pixels, that is a few faults instead of thousands. Call it before the first write; elsewhere
/// than Linux it does nothing.
public func adviseHugePages(_ address: UnsafeMutableRawPointer, count: Int) {
    #if os(Linux)
        let start = (Int(bitPattern: address) + hugePageSize - 1) / hugePageSize * hugePageSize
        let end = (Int(bitPattern: address) + count) / hugePageSize * hugePageSize
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
    #endif
}

/// The size of a huge page on x86-64 and arm64 Linux: 2 MB.
public let hugePageSize = 2 << 20
