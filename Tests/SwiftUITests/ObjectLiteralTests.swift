import Foundation
@_spi(Host) import SuperSwift
import Testing

@_spi(Host) @testable import SwiftUI

@MainActor
@Suite("Object literals")
struct ObjectLiteralTests {
  @Test("a #colorLiteral is a UIColor, and a Color where one is wanted, as Xcode's colour picker writes them")
  func colorLiteral() {
    let pink = Color(#colorLiteral(red: 0.95, green: 0.2, blue: 0.55, alpha: 1))
    let direct: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(pink.css == UIColor(red: 0.95, green: 0.2, blue: 0.55, alpha: 1).css)
    #expect(direct.css == UIColor(red: 1, green: 0, blue: 0, alpha: 1).css)
  }
}
