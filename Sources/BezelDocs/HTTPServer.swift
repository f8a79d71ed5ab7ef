import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on the loopback interface for `bezel preview`: GET requests only, one
/// thread per connection, responses closed after sending (or, for an event stream, kept open and
/// written to as events come). It serves one person's browser on their own machine, never the
/// network: it binds 127.0.0.1 and answers nothing it does not know.
final class HTTPServer: @unchecked Sendable {
    /// What a handler answers.
    enum Response {
        case content(status: Int, type: String, body: [UInt8])
        /// A `text/event-stream` response: the stream receives every event sent from then on.
        case events(EventStream)
    }

    let port: Int
    private let socket: Int32
    private let handle: @Sendable (String) -> Response

    /// Listens on `127.0.0.1:port` (0: a free port, read back from `port`).
    init(port: Int, handle: @escaping @Sendable (String) -> Response) throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HTTPServerError(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw HTTPServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        self.socket = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.handle = handle
    }

    /// Accepts connections until the process ends, each on its own thread.
    func serve() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in respond(on: client) }
        }
    }

    private func respond(on client: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let path = readRequestPath(client) else {
            send(client, status: 400, type: "text/plain", body: Array("bad request\n".utf8))
            close(client)
            return
        }
        switch handle(path) {
        case .content(let status, let type, let body):
            send(client, status: status, type: type, body: body)
            close(client)
        case .events(let stream):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\n"
            guard write(client, Array(head.utf8)) else {
                close(client)
                return
            }
            stream.attach(client)
        }
    }

    /// The path of a GET request's first line; nil for anything else or more than 16 KB of head.
    private func readRequestPath(_ client: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.containsTerminator, head.count < 16384 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            head += buffer[0..<count]
        }
        let line = String(decoding: head.prefix(while: { $0 != 13 && $0 != 10 }), as: UTF8.self).split(separator: " ")
        guard line.count == 3, line[0] == "GET", line[1].hasPrefix("/") else { return nil }
        return String(line[1])
    }

    private func send(_ client: Int32, status: Int, type: String, body: [UInt8]) {
        let reason = [200: "OK", 400: "Bad Request", 404: "Not Found"][status] ?? "Error"
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        _ = write(client, Array(head.utf8) + body)
    }
}

/// Writes all of `bytes`; false when the peer has gone.
@discardableResult
func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count > 0 else { return false }
        sent += count
    }
    return true
}

/// The open event-stream connections, each sent every event (`data: …`); a connection that
/// fails a write is closed and forgotten.
final class EventStream: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [Int32] = []

    func attach(_ client: Int32) {
        lock.lock()
        clients.append(client)
        lock.unlock()
    }

    func send(_ data: String) {
        lock.lock()
        defer { lock.unlock() }
        let message = Array("data: \(data)\n\n".utf8)
        clients = clients.filter { client in
            if write(client, message) { return true }
            close(client)
            return false
        }
    }
}

struct HTTPServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { "error: \(message)" }
}

extension [UInt8] {
    /// Whether the bytes hold the blank line that ends an HTTP head.
    fileprivate var containsTerminator: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return true
        }
        return false
    }
}
