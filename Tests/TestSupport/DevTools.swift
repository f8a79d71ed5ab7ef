import Foundation
import Glibc
import Testing

/// A headless Chromium driven over the DevTools protocol, for tests that must watch a page over
/// time (a preview page reloading itself): navigate, then evaluate JavaScript in the page as it
/// is now. The WebSocket client is the least the protocol needs (text frames, masked as clients
/// must mask, lengths up to 64 bits).
public final class DevToolsBrowser {
    private let process: Process
    private let socket: Int32
    private var nextID = 1

    public init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let chromium = try ExternalTool("chromium", sourceLocation: sourceLocation)
        let port = freePort()
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-chromium-\(UUID().uuidString)")
        process = try chromium.start(
            ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=\(port)", "--user-data-dir=\(profile.path)", "about:blank"],
            in: FileManager.default.temporaryDirectory)
        var address: String? = nil
        for _ in 0..<100 where address == nil {
            Thread.sleep(forTimeInterval: 0.1)
            guard let list = try? httpGet(port: port, path: "/json/list"),
                let pages = try? JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]]
            else { continue }
            address = pages.first { ($0["type"] as? String) == "page" }?["webSocketDebuggerUrl"] as? String
        }
        guard let address, let url = URL(string: address) else {
            stop(process)
            throw DevToolsError(message: "Chromium's DevTools did not answer on port \(port)")
        }
        socket = try webSocket(port: port, path: url.path)
    }

    deinit {
        close(socket)
        stop(process)
    }

    /// Loads `url` in the page.
    public func navigate(_ url: URL) throws {
        _ = try call("Page.navigate", ["url": url.absoluteString])
    }

    /// The value of a JavaScript expression in the page now, as JSON text (`null` when the page
    /// is between documents).
    public func evaluate(_ expression: String) throws -> String {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        let value = ((result["result"] as? [String: Any])?["result"] as? [String: Any])?["value"]
        guard let value else { return "null" }
        let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// Evaluates `expression` until it gives `expected` or `timeout` seconds pass; the last value.
    @discardableResult
    public func wait(for expression: String, toBe expected: String, timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var value = try evaluate(expression)
        while value != expected && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            value = try evaluate(expression)
        }
        return value
    }

    /// A PNG of the page as it is now.
    public func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = (result["result"] as? [String: Any])?["data"] as? String, let data = Data(base64Encoded: text) else {
            throw DevToolsError(message: "no screenshot in the reply")
        }
        return data
    }

    private func call(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
        try sendFrame(Array(message))
        while true {
            let text = try receiveFrame()
            guard let reply = try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any] else { continue }
            if reply["id"] as? Int == id { return reply }
        }
    }

    private func sendFrame(_ payload: [UInt8]) throws {
        var frame: [UInt8] = [0x81]  // final text frame
        let mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: 0...255) }
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8(truncatingIfNeeded: payload.count >> shift)) }
        }
        frame += mask
        for (offset, byte) in payload.enumerated() { frame.append(byte ^ mask[offset % 4]) }
        try sendAll(socket, frame)
    }

    /// The next text message (fragments joined); control frames are skipped.
    private func receiveFrame() throws -> [UInt8] {
        var message: [UInt8] = []
        while true {
            let head = try receive(socket, 2)
            var length = Int(head[1] & 0x7F)
            if length == 126 { length = try receive(socket, 2).reduce(0) { $0 << 8 | Int($1) } }
            if length == 127 { length = try receive(socket, 8).reduce(0) { $0 << 8 | Int($1) } }
            let payload = try receive(socket, length)
            let opcode = head[0] & 0x0F
            if opcode == 0x8 { throw DevToolsError(message: "Chromium closed the DevTools connection") }
            guard opcode == 0x1 || opcode == 0x0 else { continue }
            message += payload
            if head[0] & 0x80 != 0 { return message }
        }
    }
}

public struct DevToolsError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// A connected TCP socket to 127.0.0.1:`port`.
private func connectLocal(_ port: Int) throws -> Int32 {
    let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(descriptor)
        throw DevToolsError(message: "cannot connect to 127.0.0.1:\(port)")
    }
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    return descriptor
}

/// The body of `GET path` from a local server: read to its `Content-Length`, or to the end when
/// it states none (Chromium's DevTools server keeps connections open).
public func httpGet(port: Int, path: String) throws -> String {
    let descriptor = try connectLocal(port)
    defer { close(descriptor) }
    try sendAll(descriptor, Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        if let end = headEnd(response) {
            let head = String(decoding: response[..<end], as: UTF8.self).lowercased()
            if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)), response.count >= end + 4 + length
            {
                return String(decoding: response[(end + 4)..<(end + 4 + length)], as: UTF8.self)
            }
        }
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { break }
        response += buffer[0..<count]
    }
    guard let end = headEnd(response) else { throw DevToolsError(message: "no HTTP response from 127.0.0.1:\(port)") }
    return String(decoding: response[(end + 4)...], as: UTF8.self)
}

/// Where the blank line that ends an HTTP head starts.
private func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
}

private func webSocket(port: Int, path: String) throws -> Int32 {
    let descriptor = try connectLocal(port)
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
    try sendAll(descriptor, Array(request.utf8))
    var head: [UInt8] = []
    while !String(decoding: head, as: UTF8.self).hasSuffix("\r\n\r\n") { head += try receive(descriptor, 1) }
    guard String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
        close(descriptor)
        throw DevToolsError(message: "Chromium refused the WebSocket: \(String(decoding: head, as: UTF8.self))")
    }
    return descriptor
}

private func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count > 0 else { throw DevToolsError(message: "the connection closed while sending") }
        sent += count
    }
}

private func receive(_ descriptor: Int32, _ count: Int) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
        let n = bytes[got...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw DevToolsError(message: "the connection closed while reading") }
        got += n
    }
    return bytes
}
