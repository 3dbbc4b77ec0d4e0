import Foundation

/// Shows a run's outcome when the app was started by hand, with no host: the result on
/// standard output, an error on standard error. Output files go to the current folder and
/// never replace a file already there.
enum StandalonePresenter {
  static func present(_ ending: RunContext.Ending) -> Never {
    switch ending {
    case .finished(nil):
      HostConnection.exitNow(0)
    case .closed:
      HostConnection.exitNow(130)
    case .failed(let message):
      fflush(nil)
      FileHandle.standardError.write(Data("error: \(message)\n".utf8))
      HostConnection.exitNow(1)
    case .finished(.text(let text)):
      print(text)
    case .finished(.json(let json)):
      print(json.text(pretty: true))
    case .finished(.url(let url)):
      print(url.absoluteString)
    case .finished(.files(let files)):
      if let problem = OutputFileNames.problem(with: files.map(\.name)) {
        FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
        HostConnection.exitNow(1)
      }
      let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      for file in files {
        let url = OutputFileNames.freeLocation(for: file.name, in: folder)
        do {
          try file.data.write(to: url, options: .withoutOverwriting)
          print(url.path)
        } catch {
          FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
          HostConnection.exitNow(1)
        }
      }
    }
    HostConnection.exitNow(0)
  }

}
