// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation

// A Foundation utility: decode JSON from stdin, summarise, encode back with sorted keys.
struct Order: Codable {
    var item: String
    var quantity: Int
    var price: Double
}

let data = FileHandle.standardInput.readDataToEndOfFile()
do {
    let orders = try JSONDecoder().decode([Order].self, from: data)
    let total = orders.reduce(0) { $0 + Double($1.quantity) * $1.price }
    print(String(format: "%d orders, total %.2f", orders.count, total))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let largest = orders.max { $0.quantity < $1.quantity }!
    print(String(decoding: try encoder.encode(largest), as: UTF8.self))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    print(formatter.string(from: Date(timeIntervalSince1970: 1_800_000_000)))
} catch {
    FileHandle.standardError.write(Data("bad input: \(error)\n".utf8))
    exit(65)
}
