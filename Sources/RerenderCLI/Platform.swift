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

  /// Whether standard error is a terminal.
  package static var isStandardErrorTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// An environment variable.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Writes bytes to a file descriptor, retrying short and interrupted writes;
  /// returns the system's error text when a write fails (a full disk, a closed pipe).
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> String? {
    guard var pointer = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      if written == 0 { return "nothing was written" }
      pointer += written
      remaining -= written
    }
    return nil
  }

  /// Writes a whole file, replacing it; returns the system's error text on failure
  /// (opening, writing or closing it).
  package static func writeFile(_ path: String, _ contents: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var text = contents
    let failure = text.withUTF8 { writeAll($0, to: descriptor) }
    let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    return failure ?? closed
  }

  /// Opens a file for writing, replacing it: its descriptor, or the system's error text.
  package static func createFile(_ path: String) -> Result<Int32, PlatformError> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return .failure(PlatformError(text: String(cString: strerror(errno)))) }
    return .success(descriptor)
  }

  /// Closes a descriptor ``createFile(_:)`` opened; the system's error text on failure.
  package static func closeFile(_ descriptor: Int32) -> String? {
    close(descriptor) == 0 ? nil : String(cString: strerror(errno))
  }

  /// What the system said of a failed call.
  package struct PlatformError: Error {
    package var text: String
  }

  /// A closed pipe fails the write with an error the tool reports, instead of
  /// ending the process with SIGPIPE and no message.
  package static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes text to standard error (a failure there has nowhere to be reported).
  package struct StandardError: TextOutputStream {
    package init() {}
    package mutating func write(_ string: String) {
      var text = string
      _ = text.withUTF8 { Platform.writeAll($0, to: STDERR_FILENO) }
    }
  }

  /// Writes text to a file descriptor (standard output by default), keeping the
  /// first failure.
  package struct StandardOutput: TextOutputStream {
    /// Why a write failed, if one did: the output is incomplete.
    package private(set) var failure: String?
    /// The descriptor written to.
    package let descriptor: Int32

    /// Standard output, or another open descriptor.
    package init(descriptor: Int32 = STDOUT_FILENO) {
      self.descriptor = descriptor
    }

    package mutating func write(_ string: String) {
      guard failure == nil else { return }
      var text = string
      failure = text.withUTF8 { Platform.writeAll($0, to: descriptor) }
    }
  }
}
