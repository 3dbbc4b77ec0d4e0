// A typed input: the fields below become a form on the web page, flags on the command line
// (superswift run Examples/SplitBill.swift --amount 42 --people 2), and checks made before
// the app runs.
import SuperSwift

enum Service: String, Decodable, CaseIterable { case okay, good, great }

struct Bill: Decodable, InputFields {
  var amount: Double
  var percent: Double
  var people: Int
  var service: Service?
  var roundUp: Bool

  static let fields: [String: InputField] = [
    "amount": InputField("The bill before the tip"),
    "percent": InputField("The tip, in percent", default: 18),
    "people": InputField("How many share the bill", default: 1),
    "roundUp": InputField("Round each share up to a whole amount", default: false),
  ]
}

let run = RunContext.current
let bill = try run.input.decode(Bill.self)
var share = bill.amount * (1 + bill.percent / 100) / Double(bill.people)
if bill.roundUp { share = share.rounded(.up) }
run.finish(with: .json(["share": .number((share * 100).rounded() / 100)]))
