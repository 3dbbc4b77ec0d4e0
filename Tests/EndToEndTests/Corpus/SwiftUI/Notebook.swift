import SwiftUI

// A notebook in the style of published sample apps (written for these tests): a split view
// whose sidebar selects a note, a table of its tasks, a share link, a sketch drawn on a
// canvas, a paged tip carousel, a log that jumps to its last line, and a ticking clock.

struct Note: Identifiable, Hashable {
  let id: String
  var tasks: [String]
}

struct TaskRow: Identifiable {
  let id = UUID()
  var title: String
  var owner: String
}

@main
struct NotebookApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  let notes = [Note(id: "Groceries", tasks: ["Milk", "Eggs"]), Note(id: "Trip", tasks: ["Tickets"])]
  @State private var selected: Note.ID?
  @State private var tip = 0

  var body: some View {
    NavigationSplitView {
      List(notes, selection: $selected) { note in Text(note.id) }
        .navigationTitle("Notebook")
    } detail: {
      if let note = notes.first(where: { $0.id == selected }) {
        Table(note.tasks.map { TaskRow(title: $0, owner: "me") }) {
          TableColumn("Task", value: \.title)
          TableColumn("Owner", value: \.owner)
        }
        ShareLink("Share \(note.id)", item: note.tasks.joined(separator: ", "))
      } else {
        Text("Select a note")
      }
      Canvas { context, size in
        context.stroke(
          Path(ellipseIn: CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20)),
          with: .color(.blue), lineWidth: 6)
        context.draw(Text("Sketch"), at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
      .frame(width: 120, height: 120)
      TabView(selection: $tip) {
        Text("Tip: swipe to delete").tag(0)
        Text("Tip: tap to select").tag(1)
      }
      .tabViewStyle(.page)
      .frame(height: 80)
      TimelineView(.periodic(from: .now, by: 0.5)) { context in
        Text("Ticks: \(Int(context.date.timeIntervalSince1970 * 2) % 1000)")
      }
      ScrollViewReader { proxy in
        Button("Jump to line 60") { proxy.scrollTo(60, anchor: .bottom) }
        ForEach(1...60, id: \.self) { line in Text("Line \(line)") }
      }
    }
  }
}
