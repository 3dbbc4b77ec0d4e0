import SuperSwift

// A typed input with a list of objects: Shortcuts sends a Dictionary whose numbers are Text
// ("4.50"); they are read as numbers at every depth, and a bad one is refused by its place.
struct Item: Decodable {
  var name: String
  var price: Double
  var qty: Int?
}

struct Order: Decodable, InputFields {
  var items: [Item]
  var taxPercent: Double

  static let fields: [String: InputField] = [
    "items": InputField("What was bought"),
    "taxPercent": InputField("The sales tax, in percent", default: 0),
  ]
}

let run = RunContext.current
let order = try run.input.decode(Order.self)
let subtotal = order.items.reduce(0) { $0 + $1.price * Double($1.qty ?? 1) }
let total = subtotal * (1 + order.taxPercent / 100)
run.finish(with: .json(["items": .number(Double(order.items.count)), "total": .number((total * 100).rounded() / 100)]))
