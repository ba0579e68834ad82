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

/// Every use of the C library by the command-line tool.
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

  /// The most memory the process has held resident so far, in bytes.
  package static var peakResidentBytes: Int {
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    return Int(usage.ru_maxrss) * 1_024  // kilobytes on Linux
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
