import BezelLayout

/// Where an observed view is in the laid-out tree (Tests/Fidelity/README.md): steps of class
/// names, `/` for a direct child and `//` for any descendant, with an optional `("id")` and a
/// 1-based `[n]`; or `status-bar`.
struct ViewPath: Sendable, CustomStringConvertible {
    struct Step: Sendable {
        var descendant: Bool
        var className: String
        var id: String?
        var index: Int
    }

    struct ParseError: Error {
        var message: String
    }

    var steps: [Step]
    var isStatusBar: Bool
    let description: String

    init(_ text: String) throws {
        description = text
        isStatusBar = text == "status-bar"
        steps = []
        if isStatusBar { return }
        var rest = Substring(text)
        while !rest.isEmpty {
            guard rest.hasPrefix("/") else { throw ParseError(message: "expected / or // before \"\(rest)\"") }
            let descendant = rest.hasPrefix("//")
            rest = rest.dropFirst(descendant ? 2 : 1)
            steps.append(try Self.step(&rest, descendant: descendant))
        }
        guard !steps.isEmpty else { throw ParseError(message: "empty path; write e.g. //UINavigationBar") }
    }

    /// One step: `Class`, then `("id")` and `[n]` in that order when present.
    private static func step(_ rest: inout Substring, descendant: Bool) throws -> Step {
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !name.isEmpty else { throw ParseError(message: "expected a class name at \"\(rest)\"") }
        rest = rest.dropFirst(name.count)
        var step = Step(descendant: descendant, className: String(name), id: nil, index: 1)
        if rest.hasPrefix("(\"") {
            guard let end = rest.dropFirst(2).firstIndex(of: "\"") else { throw ParseError(message: "unterminated (\"id\")") }
            step.id = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
            rest = rest[rest.index(after: end)...]
            guard rest.hasPrefix(")") else { throw ParseError(message: "expected ) after the id") }
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("[") {
            guard let end = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<end]), index >= 1 else {
                throw ParseError(message: "expected [n] with n a whole number from 1")
            }
            step.index = index
            rest = rest[rest.index(after: end)...]
        }
        return step
    }

    /// The view the path names, from the window down; nil when there is none.
    func resolve(in window: ViewNode) -> ViewNode? {
        var current: [ViewNode] = [window]
        for (number, step) in steps.enumerated() {
            // The first step may name the window itself.
            let pool: [ViewNode] =
                number == 0
                ? (step.descendant ? window.subtree : [window])
                : current.flatMap { step.descendant ? Array($0.subtree.dropFirst()) : $0.children }
            let found = pool.filter { matches($0, step) }
            guard found.count >= step.index else { return nil }
            current = [found[step.index - 1]]
        }
        return current.first
    }

    private func matches(_ node: ViewNode, _ step: Step) -> Bool {
        guard node.className == step.className || node.viewClass.rawValue == step.className else { return false }
        guard let id = step.id else { return true }
        if node.id == id { return true }
        if case .plain(let controller) = node.viewController { return controller == id }
        return false
    }
}
