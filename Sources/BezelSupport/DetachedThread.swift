import Glibc

/// Runs `body` on a new thread of its own that nobody joins, made with `pthread_create` directly:
/// Foundation's `Thread` first builds its own per-thread state (0.15 ms of the first call in a
/// process, measured on the dead strip), which a thread that only runs one closure does not need.
/// When no thread can be made, `body` runs here instead: its work is still done.
public func detachThread(_ body: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, box)
    if started != 0 { Unmanaged<ThreadBody>.fromOpaque(box).takeRetainedValue().body() }
}

private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
