// AVFAudio: the audio half of AVFoundation (players, the audio session, speech), which apps
// import by this name since iOS 14; the same declarations as SuperSwift's AVFoundation.
@_exported import AVFoundation
