import SwiftUI

// Layouts in the styles people publish, one a tab: a calculator keypad, a card with an
// overlay, chat bubbles, a dashboard grid, an onboarding page on a full-screen gradient, a form
// with custom rows, a horizontal carousel. Written for SuperSwift's layout tests.

struct KeypadTab: View {
  @State private var display = "0"
  let rows = [["7", "8", "9"], ["4", "5", "6"], ["1", "2", "3"]]

  var body: some View {
    VStack(spacing: 12) {
      Text(display).font(.system(size: 48)).frame(maxWidth: .infinity, alignment: .trailing).padding(.horizontal)
      ForEach(rows, id: \.self) { row in
        HStack(spacing: 12) {
          ForEach(row, id: \.self) { key in
            Button {
              display = display == "0" ? key : display + key
            } label: {
              Text(key).font(.title).frame(width: 80, height: 80).background(Circle().fill(Color.orange))
                .foregroundColor(.white)
            }
          }
        }
      }
    }
  }
}

struct CardTab: View {
  var body: some View {
    VStack(spacing: 20) {
      RoundedRectangle(cornerRadius: 20).fill(Color.blue).frame(width: 300, height: 180)
        .overlay(alignment: .bottomLeading) {
          VStack(alignment: .leading, spacing: 4) {
            Text("Balance").font(.caption)
            Text("$1,250.00").font(.title).bold()
          }.foregroundColor(.white).padding()
        }
      Text("Updated just now").font(.footnote).foregroundColor(.secondary)
    }
  }
}

struct Bubble: View {
  let text: String
  let mine: Bool

  var body: some View {
    HStack {
      if mine { Spacer(minLength: 60) }
      Text(text).padding(12).background(mine ? Color.blue : Color.gray.opacity(0.2))
        .foregroundColor(mine ? .white : .primary).cornerRadius(16)
      if !mine { Spacer(minLength: 60) }
    }
  }
}

struct ChatTab: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        Bubble(text: "Are we still on for lunch tomorrow?", mine: false)
        Bubble(text: "Yes! Noon at the usual place, and I will bring the photos from the trip.", mine: true)
        Bubble(text: "Perfect", mine: false)
      }.padding()
    }
  }
}

struct GridTab: View {
  let tiles = ["Steps", "Sleep", "Heart", "Water", "Calories"]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
        ForEach(tiles, id: \.self) { tile in
          VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "heart.fill").foregroundColor(.red)
            Text(tile).font(.headline)
            Text("72%").font(.caption).foregroundColor(.secondary)
          }
          .frame(maxWidth: .infinity, minHeight: 90, alignment: .leading)
          .padding()
          .background(Color.gray.opacity(0.15))
          .cornerRadius(12)
        }
      }.padding()
    }
  }
}

struct OnboardingTab: View {
  @State private var started = false

  var body: some View {
    ZStack {
      LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
      VStack(spacing: 16) {
        Spacer()
        Image(systemName: "star.fill").font(.largeTitle).foregroundColor(.yellow)
        Text("Welcome to Habits").font(.largeTitle).bold().multilineTextAlignment(.center)
        Text("Build a streak one small step at a time, every single day.").multilineTextAlignment(.center)
        Spacer()
        Button {
          started = true
        } label: {
          Text(started ? "Let's go" : "Get started").font(.headline).frame(maxWidth: .infinity).padding()
            .background(Color.white).foregroundColor(.purple).cornerRadius(14)
        }
      }
      .foregroundColor(.white)
      .padding(24)
    }
  }
}

struct FormTab: View {
  @State private var notifications = true
  @State private var name = "Ada"

  var body: some View {
    Form {
      Section("Profile") {
        HStack(spacing: 12) {
          Circle().fill(Color.green).frame(width: 44, height: 44)
          VStack(alignment: .leading) {
            Text("Ada Lovelace").font(.headline)
            Text("ada@example.com").font(.subheadline).foregroundColor(.secondary)
          }
        }
        TextField("Name", text: $name)
      }
      Section {
        Toggle("Notifications", isOn: $notifications)
        HStack {
          Text("Version")
          Spacer()
          Text("2.1").foregroundColor(.secondary)
        }
      }
    }
  }
}

struct CarouselTab: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Featured").font(.title2).bold().padding(.horizontal)
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
          ForEach(0..<5) { index in
            RoundedRectangle(cornerRadius: 16).fill(index % 2 == 0 ? Color.orange : Color.teal)
              .frame(width: 220, height: 140)
              .overlay(Text("Trip \(index + 1)").font(.headline).foregroundColor(.white))
          }
        }.padding(.horizontal)
      }
    }
  }
}

struct LayoutGallery: View {
  var body: some View {
    TabView {
      KeypadTab().tabItem { Label("Keypad", systemImage: "circle.grid.3x3") }
      CardTab().tabItem { Label("Card", systemImage: "creditcard") }
      ChatTab().tabItem { Label("Chat", systemImage: "message") }
      GridTab().tabItem { Label("Grid", systemImage: "square.grid.2x2") }
      OnboardingTab().tabItem { Label("Welcome", systemImage: "star") }
      FormTab().tabItem { Label("Form", systemImage: "gear") }
      CarouselTab().tabItem { Label("Carousel", systemImage: "photo") }
    }
  }
}

@main
struct LayoutGalleryApp: App {
  var body: some Scene { WindowGroup { LayoutGallery() } }
}
