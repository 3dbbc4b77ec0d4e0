// MobileCoreServices' type identifiers, as the strings they are (`kUTTypeImage as String`);
// `UniformTypeIdentifiers`' `UTType` is the newer spelling of the same.
@_exported import Foundation

/// A CoreFoundation string (a `String` here).
public typealias CFString = String

/// Any item.
public let kUTTypeItem: CFString = "public.item"
/// Any content.
public let kUTTypeContent: CFString = "public.content"
/// Any data.
public let kUTTypeData: CFString = "public.data"
/// Any image.
public let kUTTypeImage: CFString = "public.image"
/// A JPEG image.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// A PNG image.
public let kUTTypePNG: CFString = "public.png"
/// A GIF image.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// Any movie.
public let kUTTypeMovie: CFString = "public.movie"
/// Any video.
public let kUTTypeVideo: CFString = "public.video"
/// Any audio.
public let kUTTypeAudio: CFString = "public.audio"
/// Any text.
public let kUTTypeText: CFString = "public.text"
/// Plain text.
public let kUTTypePlainText: CFString = "public.plain-text"
/// UTF-8 text.
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// A URL.
public let kUTTypeURL: CFString = "public.url"
/// A file URL.
public let kUTTypeFileURL: CFString = "public.file-url"
/// A PDF document.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// JSON.
public let kUTTypeJSON: CFString = "public.json"
/// HTML.
public let kUTTypeHTML: CFString = "public.html"
/// A vCard.
public let kUTTypeVCard: CFString = "public.vcard"
