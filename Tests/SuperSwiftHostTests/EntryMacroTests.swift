import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("@Entry expanded before compiling, on the same line")
struct EntryMacroTests {
  func expand(_ text: String) -> String? {
    EntryMacro.expanded(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a typed declaration becomes a property over a key with that default")
  func typed() throws {
    let source = """
      extension EnvironmentValues {
        @Entry var accent: Color = .blue // the brand's
        @Entry public var limit: Int = 3
        @Entry var handler: (() -> Void)? = nil
        @Entry var title: String?
      }
      """
    let out = try #require(expand(source))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count, "lines kept")
    #expect(
      lines[1]
        == "  var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; struct __Key_accent: SwiftUI.EnvironmentKey { static var defaultValue: Color { .blue } }"
    )
    #expect(lines[2].hasPrefix("  public var limit: Int {") && lines[2].hasSuffix("defaultValue: Int { 3 } }"))
    #expect(lines[3].contains("static var defaultValue: (() -> Void)? { nil }"))
    #expect(lines[4].contains("static var defaultValue: String? { nil }"))
  }

  @Test("an untyped declaration's key stores its initialiser's value, which gives the type")
  func untyped() throws {
    let out = try #require(expand("extension EnvironmentValues {\n  @Entry var phase = Phase() // shared\n}"))
    #expect(
      out.split(separator: "\n")[1]
        == "  var phase: __Key_phase.Value { get { self[__Key_phase.self] } set { self[__Key_phase.self] = newValue } }; struct __Key_phase: SwiftUI.EnvironmentKey { nonisolated(unsafe) static let defaultValue = Phase() }"
    )
    #expect(expand("@Entry var count =") == nil)
  }

  @Test("comments, strings and other attributes are left alone")
  func leftAlone() {
    #expect(expand("// @Entry var a: Int = 1\nlet s = \"@Entry var b: Int = 2\"") == nil)
    #expect(expand("@Entryway var c: Int = 1") == nil)
  }

  @Test("scoped imports of the runtime's modules become plain imports, lines kept; others are left")
  func scopedImports() {
    let modules: Set<String> = ["SwiftUI", "UIKit"]
    let source = """
      import SwiftUI
      import UIKit.UIColor
        @preconcurrency import class UIKit.UIImage // the image type
      import struct SwiftUI.Color
      import Foundation.NSString
      let x = SwiftUI.Color.red
      """
    let plain = ScopedImports.plain(Array(source.utf8), modules: modules).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      plain == """
        import SwiftUI
        import UIKit
          @preconcurrency import UIKit
        import SwiftUI
        import Foundation.NSString
        let x = SwiftUI.Color.red
        """)
    #expect(ScopedImports.plain(Array("import SwiftUI\nlet a = 1\n".utf8), modules: modules) == nil)
    #expect(ScopedImports.plainImport("// import UIKit.UIColor", modules: modules) == nil)
    #expect(ScopedImports.plainImport("importance UIKit.UIColor", modules: modules) == nil)
  }

  @Test("#selector is written as the Selector it names, comments and strings left, lines kept")
  func selectorLiterals() {
    let source = """
      UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
      let a = #selector(tapped(_:)), b = #selector(
        getter: Model.title)
      // #selector(left.alone)
      let c = "#selector(also.alone)"
      let d = #selector(setter: Model.title), e = #selector(Model.update(sender:count:))
      """
    let rewritten = SelectorLiterals.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten == """
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        let a = Selector("tapped:", Self.tapped(_:)), b = Selector("title")

        // #selector(left.alone)
        let c = "#selector(also.alone)"
        let d = Selector("setTitle:"), e = Selector("updateWithSender:count:")
        """)
    #expect(SelectorLiterals.rewritten(Array("let s = \"#selector(x)\"".utf8)) == nil)
    #expect(SelectorLiterals.rewritten(Array("let s = #selector(1 + 2)".utf8)) == nil)
    // The app's own methods, named bare or through self, carry the method; others only a name.
    #expect(SelectorLiterals.methodReference("self.fire") == "Self.fire")
    #expect(
      SelectorLiterals.methodReference("image(_:didFinishSavingWithError: contextInfo:)")
        == "Self.image(_:didFinishSavingWithError:contextInfo:)")
    #expect(SelectorLiterals.methodReference("UIResponder.resignFirstResponder") == nil)
    #expect(SelectorLiterals.methodReference("getter: title") == nil)
    #expect(SelectorLiterals.methodReference("(tap as (Self) -> () -> Void)") == nil)
  }

  @Test("an app delegate adaptor is given a maker for its delegate; other forms, comments and strings are left")
  func delegateAdaptors() {
    let source = """
      @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
      @UIApplicationDelegateAdaptor( MyKit.Delegate.self ) private var other
      // @UIApplicationDelegateAdaptor(Left.self)
      let s = "@UIApplicationDelegateAdaptor(Alone.self)"
      @UIApplicationDelegateAdaptor var typed: AppDelegate
      """
    let rewritten = DelegateAdaptors.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten == """
        @UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() }) var appDelegate
        @UIApplicationDelegateAdaptor( MyKit.Delegate.self , make: { MyKit.Delegate() }) private var other
        // @UIApplicationDelegateAdaptor(Left.self)
        let s = "@UIApplicationDelegateAdaptor(Alone.self)"
        @UIApplicationDelegateAdaptor var typed: AppDelegate
        """)
    #expect(DelegateAdaptors.rewritten(Array("@UIApplicationDelegateAdaptor(make()) var x".utf8)) == nil)
  }

  @Test("#if os(iOS) in directive lines is the iOS condition an Xcode app is compiled with; other lines are left")
  func platformConditions() {
    let source = """
      #if os(iOS)
      RegisterView(keyboard: KeyboardFollower())
      #elseif os( macOS )
      RegisterView()
      #endif
        #if !os(iOS) || targetEnvironment(macCatalyst)
      let s = "os(iOS)"
      #endif
      let bios(iOS) = 1
      """
    let rewritten = PlatformConditions.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten == """
        #if SUPERSWIFT_OS_IOS
        RegisterView(keyboard: KeyboardFollower())
        #elseif os( macOS )
        RegisterView()
        #endif
          #if !SUPERSWIFT_OS_IOS || targetEnvironment(macCatalyst)
        let s = "os(iOS)"
        #endif
        let bios(iOS) = 1
        """)
    #expect(PlatformConditions.rewritten(Array("#if os(Linux)\n#endif".utf8)) == nil)
  }

  @Test("UIKit methods overridden in extensions become methods of their own; other extensions and classes are left")
  func extensionOverrides() {
    let source = """
      extension UIWindow {
           open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
      }
      extension UINavigationController: UIGestureRecognizerDelegate {
          override open func viewDidLoad() {
              super.viewDidLoad() // override
          }
          override var childForStatusBarStyle: UIViewController? { nil }
      }
      extension Model { override func x() {} }
      class Mine: UIViewController { override func viewDidLoad() {} }
      """
    let rewritten = ExtensionOverrides.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten == """
        extension UIWindow {
             open          func _superswiftOverridden_motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        }
        extension UINavigationController: UIGestureRecognizerDelegate {
                     open func _superswiftOverridden_viewDidLoad() {
                super.viewDidLoad() // override
            }
                     var _superswiftOverridden_childForStatusBarStyle: UIViewController? { nil }
        }
        extension Model { override func x() {} }
        class Mine: UIViewController { override func viewDidLoad() {} }
        """)
    #expect(ExtensionOverrides.rewritten(Array("extension UIView { func plain() {} }".utf8)) == nil)
  }

  @Test("Objective-C's attributes are blanked in place; longer names, comments and strings are left")
  func objectiveCAttributes() {
    let source = """
      @objcMembers class Saver: NSObject {
        @objc func done(_ image: UIImage) {}
        @objc(doneWithImage:) func other() {}
        @IBAction func tapped() {}
        @objcish var x = 1 // @objc
        let s = "@objc"
      }
      """
    let blanked = ObjectiveCAttributes.blanked(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    // Each attribute becomes as many spaces: lines and columns stay where they were.
    var expected = source
    for attribute in ["@objcMembers", "@objc(doneWithImage:)", "@objc func", "@IBAction"] {
      let kept = attribute.hasSuffix(" func") ? " func" : ""
      let blank = String(repeating: " ", count: attribute.count - kept.count) + kept
      expected = expected.replacingOccurrences(of: attribute, with: blank)
    }
    #expect(blanked == expected)
    #expect(blanked?.contains("@objcish var x = 1 // @objc") == true && blanked?.contains("\"@objc\"") == true)
    #expect(ObjectiveCAttributes.blanked(Array("let objc = 1".utf8)) == nil)
  }

  @Test(
    "Timer() is written as the initialiser Linux has; names that merely end in Timer, comments and strings are left")
  func inheritedInitializers() {
    let source =
      "var timer = Timer()\nlet other = EggTimer()\n// Timer()\nlet s = \"Timer()\"\nvar t: Timer = .init()\n"
    let rewritten = InheritedInitializers.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten
        == "var timer = Timer(timeInterval: .infinity, repeats: false, block: { _ in })\nlet other = EggTimer()\n// Timer()\nlet s = \"Timer()\"\nvar t: Timer = .init()\n"
    )
    #expect(InheritedInitializers.rewritten(Array("let x = 1".utf8)) == nil)
  }

  @Test("a scheduled timer's block is handed to the twin that takes it unsendable; comments and strings are left")
  func preconcurrencyCalls() {
    let source =
      "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.n += 1 }\n"
      + "// Timer.scheduledTimer(withTimeInterval: 1, repeats: true)\n"
    #expect(
      PreconcurrencyCalls.rewritten(Array("for code in NSLocale.isoCountryCodes {}".utf8)).map {
        String(decoding: $0, as: UTF8.self)
      } == "for code in NSLocale.superSwiftISOCountryCodes {}")
    let rewritten = PreconcurrencyCalls.rewritten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      rewritten
        == "timer = Timer.superSwiftScheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.n += 1 }\n"
        + "// Timer.scheduledTimer(withTimeInterval: 1, repeats: true)\n")
    for (call, _) in PreconcurrencyCalls.rewrites {
      #expect(AppSource.compatibilityNames.contains(call), "an app that writes \(call) is built with its twin")
    }
    #expect(PreconcurrencyCalls.rewritten(Array("Timer.publish(every: 1, on: .main, in: .common)".utf8)) == nil)
  }
}
