import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

/// A flow layout as published code writes it: rows of subviews at their ideal sizes, wrapping
/// when the next one would pass the proposed width.
struct FlowLayout: Layout {
  var spacing: CGFloat = 10

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: proposal.width ?? rows.map(\.width).max() ?? 0, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(width: bounds.width, subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private func arrange(width: CGFloat, subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
    var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
    var current: (indices: [Int], width: CGFloat, height: CGFloat) = ([], 0, 0)
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let next = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      if next > width, !current.indices.isEmpty {
        rows.append(current)
        current = ([index], size.width, size.height)
      } else {
        current = (current.indices + [index], next, max(current.height, size.height))
      }
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }
}

/// A radial layout that reads each subview's angle from a layout value.
struct Angled: LayoutValueKey {
  static let defaultValue: Double = 0
}

struct Dial: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 200, height: 200))
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      let angle = subview[Angled.self]
      let point = CGPoint(x: bounds.midX + 80 * cos(angle), y: bounds.midY + 80 * sin(angle))
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

@MainActor
@Suite("Layouts of the app's own: the engine asks them to measure and place their subviews")
struct CustomLayoutTests {
  @Test("a flow layout wraps its tags into rows at the width it is offered")
  func flow() {
    let tags = ["Swift", "Linux", "Layouts", "Browser", "Phone", "Shortcuts"]
    let tree = laidOut(
      FlowLayout { ForEach(tags, id: \.self) { Text($0) } }.frame(width: 200), width: 390)
    let frames = tags.map { tree.text($0)?.frame ?? [] }
    #expect(frames.allSatisfy { $0.count == 4 })
    // 10 points a character: Swift 50, Linux 50, Layouts 70 → 50+10+50+10+70 = 190 ≤ 200.
    #expect(frames[0][1] == frames[1][1] && frames[1][1] == frames[2][1], "the first three share a row: \(frames)")
    #expect(frames[1][0] == frames[0][0] + 60, "Linux follows Swift after 10 points: \(frames)")
    #expect(frames[3][1] > frames[0][1], "Browser wraps to a second row: \(frames)")
    #expect(frames[3][0] == frames[0][0], "the second row starts at the leading edge: \(frames)")
  }

  @Test("subviews read their layout values; AnyLayout switches between built-in stacks")
  func valuesAndAnyLayout() {
    let tree = laidOut(
      Dial {
        Text("E").layoutValue(key: Angled.self, value: 0)
        Text("S").layoutValue(key: Angled.self, value: Double.pi / 2)
      }.frame(width: 200, height: 200))
    let east = tree.text("E")?.frame ?? []
    let south = tree.text("S")?.frame ?? []
    #expect(east.count == 4 && south.count == 4)
    if east.count == 4, south.count == 4 {
      #expect(east[0] + east[2] / 2 - (south[0] + south[2] / 2) == 80, "E is 80 to the right of S's centre")
      #expect(south[1] + south[3] / 2 - (east[1] + east[3] / 2) == 80, "S is 80 below E's centre")
    }
    let wide = laidOut(
      AnyLayout(HStackLayout()) {
        Text("A"); Text("B")
      })
    #expect(wide.first(.hstack) != nil && wide.text("A")?.frame[1] == wide.text("B")?.frame[1])
    let tall = laidOut(
      AnyLayout(VStackLayout()) {
        Text("A"); Text("B")
      })
    #expect(tall.first(.vstack) != nil && tall.text("A")?.frame[0] == tall.text("B")?.frame[0])
  }
}
