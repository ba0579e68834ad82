#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Unsupported platform")
#endif

private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// Every use of the C library by the command-line tool (R11.8).
package enum Platform {
  /// Ends the process with a code.
  package static func exit(_ code: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(code)
    #elseif canImport(Musl)
    Musl.exit(code)
    #else
    Darwin.exit(code)
    #endif
  }

  /// Whether standard output is a terminal.
  package static var isStandardOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// An environment variable.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Writes bytes to a file descriptor, retrying short writes.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, pointer, remaining)
      if written <= 0 { return }
      pointer += written
      remaining -= written
    }
  }

  /// Writes a whole file, replacing it; returns the system's error text on failure.
  package static func writeFile(_ path: String, _ contents: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var text = contents
    text.withUTF8 { writeAll($0, to: descriptor) }
    return nil
  }

  /// Writes text to standard error.
  package struct StandardError: TextOutputStream {
    package init() {}
    package mutating func write(_ string: String) {
      var text = string
      text.withUTF8 { Platform.writeAll($0, to: STDERR_FILENO) }
    }
  }

  /// Writes text to standard output.
  package struct StandardOutput: TextOutputStream {
    package init() {}
    package mutating func write(_ string: String) {
      var text = string
      text.withUTF8 { Platform.writeAll($0, to: STDOUT_FILENO) }
    }
  }
}
