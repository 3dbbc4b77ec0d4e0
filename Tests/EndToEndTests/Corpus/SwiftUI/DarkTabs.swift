import SwiftUI

// A dark app of two tabs, each a navigation stack with its own title; the first screen's
// container sets a white foreground over blue, which its buttons take. Written for
// SuperSwift's tests in the style of onboarding and settings samples.

struct HomeScreen: View {
  @State private var skipped = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        Text(skipped ? "Skipped" : "Welcome back")
        Button("Skip") { skipped = true }
        NavigationLink("Details") { Text("More") }
      }
      .padding(32)
      .background(Color.blue)
      .foregroundColor(.white)
      .navigationTitle("Home")
    }
  }
}

struct SettingsScreen: View {
  @State private var size = 1

  var body: some View {
    NavigationStack {
      Form {
        Picker("Size", selection: $size) {
          Text("Small").tag(0)
          Text("Large").tag(1)
        }
        .pickerStyle(.segmented)
      }
      .navigationTitle("Settings")
    }
  }
}

@main
struct DarkTabsApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        HomeScreen().tabItem { Label("Home", systemImage: "house") }
        SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
      }
      .preferredColorScheme(.dark)
    }
  }
}
