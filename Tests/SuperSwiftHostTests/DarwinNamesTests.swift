import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("Darwin's module name written as Glibc's")
struct DarwinNamesTests {
  func rewrite(_ text: String) -> String? {
    DarwinNames.rewritten(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("imports and qualified names become Glibc's; lines are kept")
  func rewritten() {
    #expect(rewrite("import Darwin\nlet x = Darwin.round(2.5)\n") == "import Glibc\nlet x = Glibc.round(2.5)\n")
    #expect(rewrite("import  Darwin.C") == "import  Glibc")
    #expect(rewrite("exit(Darwin.EXIT_SUCCESS)") == "exit(Glibc.EXIT_SUCCESS)")
  }

  @Test("canImport, comments, strings, longer names and members named Darwin are left")
  func leftAlone() {
    #expect(rewrite("#if canImport(Darwin)\nimport Darwin\n#endif") == "#if canImport(Darwin)\nimport Glibc\n#endif")
    #expect(rewrite("// Darwin.round\nlet s = \"Darwin.round\"") == nil)
    #expect(rewrite("let d = DarwinKit.x; let e = MyDarwin.y; let f = os.Darwin.z; let g = Darwin") == nil)
  }
}
