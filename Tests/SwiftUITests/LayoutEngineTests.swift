import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

/// Text of a fixed advance per character, so frames can be worked out by hand: 10 points a
/// character at 17 points, scaled with the font's size.
final class FixedWidthText: TextMeasuring {
  func width(of text: String, in font: ResolvedFont) -> Double { Double(text.count) * font.size * 10 / 17 }
}

/// Renders `view` in a graph of its own and lays it out on a 390 × 844 screen.
@MainActor
func laidOut<V: View>(
  _ view: V, measurer: any TextMeasuring = FixedWidthText(), width: Double = 390, height: Double = 844
)
  -> Node
{
  let graph = ViewGraph(view)
  graph.render()
  return LayoutEngine(measurer: measurer).layout(graph.tree, width: width, height: height)
}

extension Node {
  /// The frame the layout wrote: x, y, width, height.
  var frame: [Double] { (properties["frame"]?.array ?? []).compactMap(\.number) }

  /// Every node in the tree, depth first.
  var all: [Node] { [self] + children.flatMap(\.all) }

  /// The first node (depth first) whose text is `text`.
  func text(_ text: String) -> Node? { all.first { $0.kind == .text && $0.properties["text"]?.string == text } }

  /// The first node of `kind`.
  func first(_ kind: NodeKind) -> Node? { all.first { $0.kind == kind } }
}

@MainActor
@Suite("Layout engine: SwiftUI's rules, frame by frame")
struct LayoutEngineTests {
  @Test("a button's label keeps its frame: a keypad of 88 × 88 circles")
  func keypad() {
    struct Keypad: View {
      var body: some View {
        VStack(spacing: 12) {
          ForEach(0..<3) { row in
            HStack(spacing: 12) {
              ForEach(1..<4) { column in
                Button {
                } label: {
                  Text("\(row * 3 + column)").frame(width: 88, height: 88).background(Circle().fill(Color.orange))
                }
              }
            }
          }
        }
      }
    }
    let tree = laidOut(Keypad())
    let buttons = tree.all.filter { $0.kind == .button }
    #expect(buttons.count == 9)
    for button in buttons { #expect(button.frame[2] == 88 && button.frame[3] == 88) }
    // Three columns of 88 with 12 between: 288 wide, centred on 390.
    #expect(buttons[0].frame[0] == 51)
    #expect(buttons[1].frame[0] == 151)
    // Three rows: 288 high, centred on 844.
    #expect(buttons[0].frame[1] == 278)
    #expect(buttons[3].frame[1] == 378)
    // The label's text is centred in its 88 × 88 frame.
    let seven = tree.text("7")!
    #expect(seven.frame == [51, 478, 88, 88])
    #expect(seven.properties["inset"] != nil)
  }

  @Test("a full-screen gradient under a ZStack fills the screen; the content sits in the middle")
  func fullScreenGradient() {
    struct Welcome: View {
      var body: some View {
        ZStack {
          LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
          VStack(spacing: 20) {
            Text("Welcome")
            Text("Start")
          }
        }
      }
    }
    let tree = laidOut(Welcome())
    #expect(tree.first(.zstack)?.frame == [0, 0, 390, 844])
    let gradient = tree.first(.zstack)!.children[0]
    #expect(gradient.frame == [0, 0, 390, 844])
    #expect(tree.text("Welcome")?.frame == [160, 390, 70, 22])
  }

  @Test("a filled rounded rectangle with a fixed frame keeps it under an overlay of text")
  func cardOverlay() {
    struct Card: View {
      var body: some View {
        RoundedRectangle(cornerRadius: 20).fill(Color.blue).frame(width: 300, height: 200)
          .overlay(Text("Balance").foregroundColor(.white))
      }
    }
    let tree = laidOut(Card())
    let layered = tree.first(.layered)!
    #expect(layered.frame == [45, 322, 300, 200])
    #expect(tree.first(.shape)?.frame == [45, 322, 300, 200])
    #expect(tree.text("Balance")?.frame == [160, 411, 70, 22])
  }

  @Test("stacks divide space: least flexible first, spacers take the rest, layout priority goes first")
  func stackDivision() {
    struct Row: View {
      var body: some View {
        HStack {
          Text("Name")
          Spacer()
          Text("Value")
        }
      }
    }
    let tree = laidOut(Row().padding())
    let stack = tree.first(.hstack)!
    #expect(stack.frame == [0, 395, 390, 54])
    #expect(tree.text("Name")?.frame == [16, 411, 40, 22])
    #expect(tree.text("Value")?.frame == [324, 411, 50, 22])

    struct Squeezed: View {
      var body: some View {
        HStack(spacing: 0) {
          Text(String(repeating: "a", count: 30))
          Text(String(repeating: "b", count: 30)).layoutPriority(1)
        }.frame(width: 400)
      }
    }
    let squeezed = laidOut(Squeezed())
    // The priority text takes its whole 300; the other gets the 100 left and wraps.
    #expect(squeezed.text(String(repeating: "b", count: 30))?.frame[2] == 300)
    #expect(squeezed.text(String(repeating: "a", count: 30))?.frame[2] == 100)
    #expect(squeezed.text(String(repeating: "a", count: 30))?.frame[3] == 66)
  }

  @Test("frames follow SwiftUI's rules: fixed, min/max with the proposal, alignment inside")
  func frames() {
    let wide = laidOut(Text("Go").frame(maxWidth: .infinity, alignment: .leading))
    #expect(wide.first(.text)?.frame == [0, 411, 390, 22])
    #expect(wide.first(.text)?.properties["inset"]?.array?.compactMap(\.number) == [0, 370, 0, 0])
    let least = laidOut(Text("Go").frame(minWidth: 100))
    #expect(least.first(.text)?.frame == [145, 411, 100, 22])
    let most = laidOut(Text(String(repeating: "x", count: 20)).frame(maxWidth: 100))
    #expect(most.first(.text)?.frame[2] == 100)
    #expect(most.first(.text)?.frame[3] == 44)
    // A padding outside a frame is laid out outside it: the order the app wrote.
    let order = laidOut(Text("Go").frame(width: 100).padding(10).background(Color.red))
    let outer = order.first(.modified)!
    #expect(outer.frame == [135, 401, 120, 42])
    #expect(order.first(.text)?.frame == [145, 411, 100, 22])
  }

  @Test("text wraps at spaces within the width offered, and a line limit cuts it")
  func textWrapping() {
    let tree = laidOut(Text("one two three four").frame(width: 100))
    let text = tree.first(.text)!
    #expect(text.properties["lines"]?.array?.compactMap(\.string) == ["one two", "three four"])
    #expect(text.frame[3] == 44)
    let limited = laidOut(Text("one two three four five six").lineLimit(1).frame(width: 100))
    // One line, as much of the text as fits the 100 points before an ellipsis (9 + 1 characters).
    #expect(limited.first(.text)?.properties["lines"]?.array?.compactMap(\.string) == ["one two t…"])
    let title = laidOut(Text("Big").font(.largeTitle))
    #expect(title.first(.text)?.frame[3] == 41)
    #expect(title.first(.text)?.properties["font"]?["size"]?.number == 34)
    #expect(title.first(.text)?.properties["font"]?["lineHeight"]?.number == 41)
  }

  @Test("a horizontal scroll view lays its content out unbounded and keeps its own width")
  func carousel() {
    struct Carousel: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 16) {
            ForEach(0..<6) { index in
              RoundedRectangle(cornerRadius: 12).fill(Color.green).frame(width: 200, height: 120)
            }
          }.padding(.horizontal)
        }
      }
    }
    let tree = laidOut(Carousel())
    let scroll = tree.first(.scroll)!
    #expect(scroll.frame[2] == 390)
    #expect(scroll.frame[3] == 120)
    let shapes = tree.all.filter { $0.kind == .shape }
    #expect(shapes.count == 6)
    #expect(shapes[5].frame[0] == 16 + 5 * 216)
  }

  @Test("an adaptive grid fits as many columns as its minimum allows; cells share the width")
  func dashboardGrid() {
    struct Dashboard: View {
      var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 10) {
          ForEach(0..<7) { index in
            RoundedRectangle(cornerRadius: 8).fill(Color.gray).frame(height: 80)
          }
        }
      }
    }
    let tree = laidOut(Dashboard())
    let cells = tree.all.filter { $0.kind == .shape }
    // (390 + 8) / (100 + 8) = 3 columns of (390 − 16) / 3.
    let width = (390.0 - 16) / 3
    #expect(abs(cells[0].frame[2] - width) < 0.01)
    #expect(abs(cells[1].frame[0] - (width + 8)) < 0.01)
    #expect(cells[3].frame[1] == cells[0].frame[1] + 90)
    #expect(tree.first(.grid)?.frame[3] == 260.0)
  }

  @Test("a form's rows are at least 44 high, inset 16, in groups inset 16 from the screen")
  func formRows() {
    struct Settings: View {
      @State var on = true
      @State var name = ""
      var body: some View {
        Form {
          Section("Account") {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $on)
          }
        }
      }
    }
    let tree = laidOut(Settings())
    let form = tree.first(.form)!
    #expect(form.frame == [0, 0, 390, 844])
    let section = tree.first(.section)!
    #expect(section.properties["rowFrames"]?.array?.count == 2)
    let rows = section.properties["rowFrames"]!.array!.map { $0.array!.compactMap(\.number) }
    #expect(rows[0] == [16, 41, 358, 44])
    #expect(rows[1] == [16, 85, 358, 44])
    let toggle = tree.first(.toggle)!
    #expect(toggle.frame == [32, 91.5, 326, 31])
  }

  @Test("a root inside a navigation stack is centred below the bar; toolbar placements go to their sides")
  func navigationChrome() {
    struct Home: View {
      var body: some View {
        NavigationStack {
          Text("Hello")
            .toolbar {
              ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
              ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
      }
    }
    let tree = laidOut(Home())
    let toolbar = tree.first(.toolbar)!
    #expect(toolbar.frame == [0, 0, 390, 44])
    let buttons = toolbar.children
    #expect(buttons[0].frame[0] == 16)
    #expect(buttons[1].frame[0] + buttons[1].frame[2] == 374)
    #expect(tree.text("Hello")?.frame == [170, 433, 50, 22])
  }

  @Test("an onboarding page: spacers push the button to the bottom, text centred and wrapped in the padding")
  func onboarding() {
    struct Onboarding: View {
      var body: some View {
        VStack(spacing: 16) {
          Spacer()
          Text("Welcome").font(.largeTitle)
          Text("Build a streak one small step at a time").multilineTextAlignment(.center)
          Spacer()
          Button("Get started") {}.frame(maxWidth: .infinity).padding()
        }.padding(24)
      }
    }
    let tree = laidOut(Onboarding())
    // 390 − 48 of padding: the body text wraps at 342 (39 characters = 390 points).
    let body = tree.text("Build a streak one small step at a time")!
    #expect(body.frame[2] <= 342)
    #expect(body.properties["lines"]?.array?.count == 2)
    // The button's frame fills the width inside both paddings and sits at the bottom.
    let button = tree.first(.button)!
    #expect(button.frame[0] == 40 && button.frame[2] == 310)
    #expect(button.frame[1] + button.frame[3] == 844 - 24 - 16)
  }

  @Test("chat bubbles: a spacer with a least length keeps a bubble off the other side; long text wraps")
  func chatBubbles() {
    struct Bubble: View {
      let text: String
      let mine: Bool
      var body: some View {
        HStack {
          if mine { Spacer(minLength: 60) }
          Text(text).padding(12).background(Color.blue).cornerRadius(16)
          if !mine { Spacer(minLength: 60) }
        }
      }
    }
    let long = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
    let tree = laidOut(
      VStack {
        Bubble(text: "Hi", mine: false); Bubble(text: long, mine: true)
      }.padding())
    let hi = tree.text("Hi")!
    let bubble: [Double] = [16, hi.frame[1], 44, 46]
    #expect(hi.frame == bubble)
    let mine = tree.text(long)!
    // A spacer's priority is the lowest (SwiftUI's), so the text is offered all of the 350 left
    // after spacing but the spacer's 60: it wraps within 290 − 24 = 266, a bubble 60 points or
    // more from the other side, as chat apps lay theirs out.
    #expect(mine.frame[2] == 240 + 24)
    #expect(mine.frame[0] >= 16 + 60 + 8)
    #expect(mine.frame[0] + mine.frame[2] == 374)
    #expect((mine.properties["lines"]?.array?.count ?? 0) > 1)
  }

  @Test("a form row of your own: an image and two lines of text; the row grows past 44")
  func customRow() {
    struct Profile: View {
      var body: some View {
        List {
          HStack(spacing: 12) {
            Circle().frame(width: 60, height: 60)
            VStack(alignment: .leading) {
              Text("Ada Lovelace").font(.headline)
              Text("Analyst").font(.subheadline)
            }
          }
        }.listStyle(.plain)
      }
    }
    let tree = laidOut(Profile())
    let section = tree.first(.section)!
    let row = section.properties["rowFrames"]!.array![0].array!.compactMap(\.number)
    // Plain: edge to edge; a 60-point row content plus 6 above and below.
    #expect(row == [0, 0, 390, 72])
    #expect(tree.first(.shape)?.frame == [16, 6, 60, 60])
    #expect(tree.text("Ada Lovelace")?.frame[0] == 88)
  }

  @Test("the environment flows down: a container's font and line limit reach the text inside")
  func environmentFlows() {
    let tree = laidOut(
      VStack {
        Text("one two three four five six seven")
        Text("Inner").font(.caption)
      }.font(.title).lineLimit(1).frame(width: 200))
    let outer = tree.text("one two three four five six seven")!
    #expect(outer.properties["font"]?["size"]?.number == 28)
    #expect(outer.frame[3] == 34)
    #expect(tree.text("Inner")?.properties["font"]?["size"]?.number == 12)
  }

  @Test("a GeometryReader is given the size the engine gives it, and renders again with it")
  func geometryReader() {
    struct Half: View {
      var body: some View {
        HStack(spacing: 10) {
          GeometryReader { geometry in
            Text("\(Int(geometry.size.width))x\(Int(geometry.size.height))")
          }
          Color.red
        }.frame(height: 100)
      }
    }
    let graph = ViewGraph(Half())
    graph.render()
    #expect(graph.tree.all.contains { $0.properties["text"]?.string == "190x100" })
  }

  @Test("a bottom bar's items are spread across a bar at the bottom; the content sits above it")
  func bottomBar() {
    struct Editor: View {
      var body: some View {
        NavigationStack {
          Color.yellow
            .toolbar {
              ToolbarItem(placement: .bottomBar) { Button("Left") {} }
              ToolbarItem(placement: .bottomBar) { Button("Right") {} }
              ToolbarItem(placement: .principal) { Text("Middle") }
            }
        }
      }
    }
    let tree = laidOut(Editor())
    let left = tree.all.first { $0.kind == .button && $0.plainText == "Left" }!
    let right = tree.all.first { $0.kind == .button && $0.plainText == "Right" }!
    #expect(left.frame[1] == 800 + (44 - 22) / 2)
    #expect(left.frame[0] + left.frame[2] / 2 == 97.5)
    #expect(right.frame[0] + right.frame[2] / 2 == 292.5)
    #expect(tree.text("Middle")?.frame[0] == 165)
    // The colour fills what the two bars leave.
    #expect(tree.first(.color)?.frame == [0, 44, 390, 756])
  }

  @Test("an HStack aligned on the first text baseline lines a caption up with a large title's baseline")
  func baselines() {
    let tree = laidOut(
      HStack(alignment: .firstTextBaseline, spacing: 2) {
        Text("$").font(.caption)
        Text("42").font(.largeTitle)
      })
    let dollar = tree.text("$")!
    let amount = tree.text("42")!
    // A line's baseline is half its leading plus the font's ascent (0.96875 em) below its top.
    func baseline(_ size: Double, _ line: Double) -> Double { (line - 1.21025 * size) / 2 + 0.96875 * size }
    let dollarBaseline = dollar.frame[1] + baseline(12, 16)
    let amountBaseline = amount.frame[1] + baseline(34, 41)
    #expect(abs(dollarBaseline - amountBaseline) < 0.01)
    // The stack is as tall as both with their baselines on one line: the title's 41 here.
    #expect(tree.first(.hstack)?.frame[3] == 41)
  }
}

@MainActor
@Suite("Layout engine: aspect ratios")
struct AspectRatioLayoutTests {
  @Test(
    "aspectRatio(1, contentMode: .fit) cells of a two-column grid are square; .fill covers; a wide ratio in a tall space"
  )
  func squares() {
    struct Cells: View {
      var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<4) { index in
            ZStack {
              Color.blue
              Text("\(index)")
            }
            .aspectRatio(1, contentMode: .fit)
          }
        }
      }
    }
    let tree = laidOut(Cells())
    let cells = tree.all.filter { $0.kind == .zstack }
    #expect(cells.count == 4)
    for cell in cells {
      #expect(cell.frame.count == 4 && cell.frame[2] > 100 && cell.frame[2] == cell.frame[3], "\(cell.frame)")
    }
    // A 2:1 ratio fit in a 390 × 844 screen: 390 wide, 195 high; filling it: 844 high, 1688 wide.
    let fit = laidOut(Color.red.aspectRatio(2, contentMode: .fit))
    #expect(fit.first(.color)?.frame.suffix(2) == [390, 195])
    let fill = laidOut(Color.red.aspectRatio(2, contentMode: .fill))
    #expect(fill.first(.color)?.frame.suffix(2) == [1688, 844])
  }
}
