import Foundation
@_spi(Host) import SwiftUI
import Testing

@MainActor
@Suite("UIKit's views as apps build them in representables")
struct UIKitViewsTests {
  @Test("views keep their subviews and constraints; a text view's delegate is its scroll view's; paths have rows")
  func viewsKeepWhatIsSet() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel(frame: .zero)
    label.text = "Hello"
    container.addSubview(label)
    #expect(container.subviews.count == 1 && label.superview === container)
    label.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      label.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy(\.isActive) && constraints.map(\.constant) == [8, 20])
    label.removeFromSuperview()
    #expect(container.subviews.isEmpty && label.superview == nil)
    #expect(container.center == CGPoint(x: 50, y: 25))

    final class Coordinator: NSObject, UITextViewDelegate, UISearchBarDelegate {}
    let coordinator = Coordinator()
    let text = UITextView(frame: .zero)
    text.delegate = coordinator
    #expect(text.delegate === coordinator)
    let search = UISearchBar(frame: .zero)
    search.delegate = coordinator
    search.searchBarStyle = .minimal
    #expect(search.delegate === coordinator)

    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addTextField { $0.placeholder = "Name" }
    #expect(alert.actions.map(\.title) == ["Delete"] && alert.textFields?.first?.placeholder == "Name")

    // UIColor and Color give the same Core Graphics colour, from the page's light value.
    let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor.components ?? []
    #expect(orange.count == 4 && abs(orange[0] - 1) < 0.01 && abs(orange[1] - 0.5) < 0.01 && orange[2] == 0)
    #expect(Color(red: 1, green: 0.5, blue: 0).cgColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)

    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1 && path.item == 3)
    path.row = 4
    #expect(Array(path) == [1, 4])
  }

  @Test(
    "UIColor is an NSObject that codes itself: kept with NSKeyedArchiver and read back equal, as apps store colours")
  func colourArchived() throws {
    let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let data = try NSKeyedArchiver.archivedData(withRootObject: brand, requiringSecureCoding: true)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
    #expect(back == brand && back.hash == brand.hash)
    #expect(Color(uiColor: back) == Color(uiColor: brand))
    #expect(back != UIColor.systemRed)
    #expect(Set([brand, back, .systemRed]).count == 2, "hashed as the page draws them")
    let system = try NSKeyedArchiver.archivedData(withRootObject: UIColor.systemBackground, requiringSecureCoding: true)
    #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: system) == .systemBackground)
    #expect(
      (try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: Data("not an archive".utf8))) == nil)
  }

  @Test("an app delegate adaptor with a maker makes its delegate once and tells it the app launched")
  func delegateAdaptor() {
    final class Launcher: NSObject, UIApplicationDelegate {
      nonisolated(unsafe) static var launches = 0
      var ready = false
      func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        Launcher.launches += 1
        ready = true
        return true
      }
    }
    let first = UIApplicationDelegateAdaptor(Launcher.self, make: { Launcher() })
    let second = UIApplicationDelegateAdaptor(Launcher.self, make: { Launcher() })
    #expect(first.wrappedValue === second.wrappedValue, "one delegate for the app")
    #expect(first.wrappedValue.ready && Launcher.launches == 1, "told once that the app launched")
  }

  @Test("a view's safe area and margins are guides with anchors, as constraints name them")
  func layoutGuides() {
    let view = UIView(frame: .zero)
    let label = UILabel()
    view.addSubview(label)
    let constraints = [
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy(\.isActive) && constraints[0].constant == 8)
    #expect(view.safeAreaInsets == .zero)
  }
}
