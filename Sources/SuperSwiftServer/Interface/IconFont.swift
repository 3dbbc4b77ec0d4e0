import Foundation

/// SF Symbols names drawn as real icons, from Debian's Material Design Icons font
/// (fonts-material-design-icons-iconfont), served from the system path: the font file, and the
/// code points read from the package's own stylesheet. Without the package, symbols fall back
/// to the characters the SwiftUI module picks (`★`, `⚙`), or their names.
enum IconFont {
  /// Where Debian puts the package's files, under each of `$XDG_DATA_DIRS`.
  private static let fontPath = "fonts/woff/material-design-icons-iconfont/MaterialIcons-Regular.woff2"
  private static let stylesheetPath = "fonts-material-design-icons-iconfont/css/material-design-icons.css"

  private static var dataFolders: [String] {
    let dirs =
      ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/local/share:/usr/share"
    return dirs.split(separator: ":").map(String.init)
  }

  /// The font file, if the package is installed.
  static let font: URL? = dataFolders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(fontPath) }
    .first { FileManager.default.isReadableFile(atPath: $0.path) }

  /// Material icon name → its character, from the package's stylesheet
  /// (`.material-icons.home:before { content: "\e88a"; }`); empty without the package.
  static let codepoints: [String: String] = {
    guard font != nil,
      let css = dataFolders.lazy.compactMap({
        try? String(
          contentsOfFile: URL(fileURLWithPath: $0).appendingPathComponent(stylesheetPath).path, encoding: .utf8)
      }).first
    else { return [:] }
    var table: [String: String] = [:]
    let marker = ".material-icons."
    var rest = Substring(css)
    while let start = rest.range(of: marker) {
      rest = rest[start.upperBound...]
      guard let colon = rest.firstIndex(of: ":") else { break }
      let name = String(rest[..<colon])
      guard let open = rest.range(of: "content: \"\\"), let close = rest[open.upperBound...].firstIndex(of: "\"") else {
        break
      }
      let hex = rest[open.upperBound..<close]
      if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value),
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        table[name] = String(Character(scalar))
      }
      rest = rest[close...]
    }
    return table
  }()

  /// The icon's character for an SF Symbols name, when the font is there and has one.
  static func character(forSymbol name: String) -> String? {
    guard !codepoints.isEmpty else { return nil }
    if let material = symbols[name], let character = codepoints[material] { return character }
    // "trash.circle.fill" → "trash.circle" → "trash".
    var parts = name.split(separator: ".")
    while parts.count > 1 {
      parts.removeLast()
      if let material = symbols[parts.joined(separator: ".")], let character = codepoints[material] { return character }
    }
    return nil
  }

  /// SF Symbols names → Material icon names, for the symbols small apps use most.
  static let symbols: [String: String] = [
    "house": "home", "house.fill": "home", "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half", "heart": "favorite_border",
    "heart.fill": "favorite", "trash": "delete_outline", "trash.fill": "delete", "plus": "add",
    "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus": "remove",
    "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle", "xmark": "close",
    "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel", "checkmark": "check",
    "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
    "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square": "check_box_outline_blank",
    "circle": "radio_button_unchecked", "circle.fill": "circle", "magnifyingglass": "search",
    "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
    "person.circle.fill": "account_circle", "person.2": "people", "person.2.fill": "people", "person.3": "groups",
    "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",
    "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
    "calendar": "calendar_today", "clock": "schedule", "clock.fill": "schedule", "alarm": "alarm", "timer": "timer",
    "stopwatch": "timer", "hourglass": "hourglass_empty", "map": "map", "location": "near_me",
    "location.fill": "near_me",
    "mappin": "place", "mappin.and.ellipse": "place", "globe": "public", "photo": "image", "photo.fill": "image",
    "photo.on.rectangle": "photo_library", "camera": "photo_camera", "camera.fill": "photo_camera",
    "video": "videocam", "video.fill": "videocam", "mic": "mic_none", "mic.fill": "mic", "play": "play_arrow",
    "play.fill": "play_arrow", "play.circle": "play_circle_outline", "play.circle.fill": "play_circle_filled",
    "pause": "pause", "pause.fill": "pause", "stop": "stop", "stop.fill": "stop", "forward": "fast_forward",
    "forward.fill": "fast_forward", "backward": "fast_rewind", "backward.fill": "fast_rewind",
    "music.note": "music_note",
    "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off",
    "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "key": "vpn_key", "eye": "visibility",
    "eye.slash": "visibility_off", "info.circle": "info_outline", "info.circle.fill": "info", "info": "info",
    "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
    "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
    "questionmark.circle": "help_outline", "questionmark.circle.fill": "help", "square.and.arrow.up": "ios_share",
    "square.and.arrow.down": "file_download", "square.and.pencil": "edit_note", "pencil": "edit",
    "pencil.circle": "edit", "doc": "description", "doc.fill": "description", "doc.text": "article",
    "folder": "folder_open", "folder.fill": "folder", "paperplane": "send", "paperplane.fill": "send",
    "tray": "inbox", "tray.fill": "inbox", "archivebox": "archive", "bookmark": "bookmark_border",
    "bookmark.fill": "bookmark", "tag": "local_offer", "tag.fill": "local_offer", "cart": "shopping_cart",
    "cart.fill": "shopping_cart", "bag": "shopping_bag", "bag.fill": "shopping_bag", "creditcard": "credit_card",
    "dollarsign.circle": "monetization_on", "dollarsign.circle.fill": "monetization_on", "banknote": "payments",
    "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart",
    "chart.line.uptrend.xyaxis": "show_chart",
    "list.bullet": "format_list_bulleted", "list.number": "format_list_numbered", "list.dash": "list",
    "line.3.horizontal": "menu", "line.3.horizontal.decrease.circle": "filter_list", "ellipsis": "more_horiz",
    "ellipsis.circle": "more_horiz", "slider.horizontal.3": "tune", "arrow.right": "arrow_forward",
    "arrow.left": "arrow_back", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
    "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "arrow.uturn.backward": "undo",
    "arrow.uturn.forward": "redo", "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz",
    "arrow.triangle.2.circlepath": "sync", "chevron.right": "chevron_right", "chevron.left": "chevron_left",
    "chevron.up": "expand_less", "chevron.down": "expand_more", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny",
    "moon": "dark_mode", "moon.fill": "dark_mode", "moon.stars": "nights_stay", "cloud": "cloud_queue",
    "cloud.fill": "cloud", "cloud.rain": "grain", "cloud.sun": "wb_cloudy", "snowflake": "ac_unit",
    "umbrella": "beach_access", "bolt": "bolt", "bolt.fill": "bolt", "flame": "local_fire_department",
    "flame.fill": "local_fire_department", "drop": "water_drop", "drop.fill": "water_drop", "leaf": "eco",
    "leaf.fill": "eco", "thermometer": "thermostat", "wifi": "wifi", "battery.100": "battery_full",
    "car": "directions_car", "car.fill": "directions_car", "bus": "directions_bus", "tram": "tram",
    "airplane": "flight", "bicycle": "directions_bike", "figure.walk": "directions_walk",
    "figure.run": "directions_run",
    "cup.and.saucer": "local_cafe", "cup.and.saucer.fill": "local_cafe", "mug": "coffee", "mug.fill": "coffee",
    "fork.knife": "restaurant", "takeoutbag.and.cup.and.straw": "takeout_dining", "birthday.cake": "cake",
    "gift": "card_giftcard", "gift.fill": "card_giftcard", "book": "menu_book", "book.fill": "menu_book",
    "books.vertical": "library_books", "graduationcap": "school", "graduationcap.fill": "school",
    "briefcase": "work_outline", "briefcase.fill": "work", "hammer": "construction", "wrench": "build",
    "wrench.and.screwdriver": "handyman", "scissors": "content_cut", "paintbrush": "brush", "paintpalette": "palette",
    "flag": "outlined_flag", "flag.fill": "flag", "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up",
    "hand.thumbsdown": "thumb_down_off_alt", "hand.thumbsdown.fill": "thumb_down", "hand.wave": "waving_hand",
    "face.smiling": "sentiment_satisfied", "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
    "message": "message", "message.fill": "message", "bubble.left.and.bubble.right": "forum", "link": "link",
    "qrcode": "qr_code", "square.grid.2x2": "grid_view", "square.grid.3x3": "apps", "rectangle.grid.1x2": "view_agenda",
    "keyboard": "keyboard", "printer": "print", "tv": "tv", "desktopcomputer": "desktop_windows",
    "laptopcomputer": "laptop", "iphone": "smartphone", "applewatch": "watch", "headphones": "headphones",
    "gamecontroller": "sports_esports", "gamecontroller.fill": "sports_esports", "sparkles": "auto_awesome",
    "wand.and.stars": "auto_fix_high", "trophy": "emoji_events", "trophy.fill": "emoji_events",
    "crown": "workspace_premium",
    "die.face.5": "casino", "dice": "casino", "pills": "medication", "cross.case": "medical_services",
    "stethoscope": "healing", "heart.text.square": "monitor_heart", "dumbbell": "fitness_center",
    "bed.double": "hotel", "building.2": "apartment", "building.columns": "account_balance",
    "textformat": "text_fields",
    "bold": "format_bold", "italic": "format_italic", "underline": "format_underlined",
    "lightbulb": "lightbulb_outline",
    "lightbulb.fill": "lightbulb", "externaldrive": "storage", "network": "lan", "icloud": "cloud_queue",
    "antenna.radiowaves.left.and.right": "wifi_tethering", "power": "power_settings_new", "hare": "speed",
    "tortoise": "slow_motion_video", "pawprint": "pets", "pawprint.fill": "pets", "cat": "pets", "dog": "pets",
    "fish": "set_meal", "ant": "bug_report", "ladybug": "bug_report", "teddybear": "toys",
    "basketball": "sports_basketball",
    "football": "sports_football", "soccerball": "sports_soccer", "tennis.racket": "sports_tennis",
    "figure.pool.swim": "pool", "mountain.2": "landscape", "tree": "park", "house.lodge": "cabin",
    "percent": "percent", "number": "tag", "at": "alternate_email", "sum": "functions", "function": "functions",
    "plusminus": "exposure", "equal": "drag_handle", "divide": "horizontal_split", "x.squareroot": "calculate",
    "command": "keyboard_command_key", "shift": "keyboard_capslock", "delete.left": "backspace",
    "return": "keyboard_return", "escape": "cancel_presentation", "square.on.square": "content_copy",
    "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste", "arrow.down.doc": "file_download",
    "tray.and.arrow.down": "move_to_inbox", "tray.and.arrow.up": "outbox", "calendar.badge.plus": "event",
    "calendar.circle": "event", "checklist": "checklist", "note.text": "sticky_note_2", "pin": "push_pin",
    "pin.fill": "push_pin", "scope": "gps_fixed", "location.north": "navigation", "safari": "explore",
    "compass.drawing": "explore", "camera.rotate": "flip_camera_ios", "rectangle.portrait.and.arrow.right": "logout",
    "person.badge.plus": "person_add", "person.crop.circle": "account_circle",
    "person.crop.circle.fill": "account_circle",
  ]
}
