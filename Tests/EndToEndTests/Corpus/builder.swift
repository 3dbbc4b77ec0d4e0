// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
// A result builder, generics and enums with associated values.
@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: Node...) -> [Node] { parts }
    static func buildOptional(_ part: [Node]?) -> Node { .group(part ?? []) }
    static func buildEither(first: [Node]) -> Node { .group(first) }
    static func buildEither(second: [Node]) -> Node { .group(second) }
    static func buildArray(_ parts: [[Node]]) -> Node { .group(parts.flatMap { $0 }) }
    static func buildExpression(_ text: String) -> Node { .text(text) }
    static func buildExpression(_ node: Node) -> Node { node }
}

indirect enum Node {
    case text(String)
    case element(String, [Node])
    case group([Node])

    var html: String {
        switch self {
        case .text(let text): return text
        case .element(let name, let children): return "<\(name)>" + children.map(\.html).joined() + "</\(name)>"
        case .group(let children): return children.map(\.html).joined()
        }
    }
}

func element(_ name: String, @HTMLBuilder _ content: () -> [Node]) -> Node { .element(name, content()) }

let items = ["tea", "coffee"]
let loggedIn = CommandLine.arguments.contains("--member")
let page = element("body") {
    element("h1") { "Menu" }
    if loggedIn { element("p") { "Welcome back" } } else { "Sign in" }
    for item in items { element("li") { item } }
}
print(page.html)
