import Scenarios
import Testing

@testable import RerenderCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Output is never lost: a write that fails (a full disk, a closed pipe, a path that
// cannot be written) ends the command with exit 1 and an Error line naming where.

@Suite("Output that cannot be written")
@MainActor
struct OutputTests {
  nonisolated static let commands: [[String]] = [
    ["list"], ["compare", "dashboard-title"], ["trace", "identity"], ["check"], ["support"],
    ["explain", "dashboard-title", "--variant", "@Observable", "--view", "ObservableTitleView"],
    ["list", "--format", "json"], ["compare", "dashboard-title", "--format", "html"],
  ]

  @Test(
    "--output /dev/full exits 1 naming the path and the reason, on every command and format",
    arguments: commands)
  func fullDiskFile(_ arguments: [String]) async {
    var output = ""
    var error = ""
    let code = await RerenderCLI.run(
      arguments: arguments + ["--output", "/dev/full"], scenarios: Catalog.all, output: &output, error: &error)
    #expect(code == 1)
    #expect(output.isEmpty)
    #expect(error == "Error: Cannot write '/dev/full': No space left on device\n")
  }

  @Test("Standard output on a full disk or a closed pipe exits 1 with the reason", arguments: ["/dev/full", "pipe"])
  func standardOutput(_ target: String) async throws {
    Platform.ignoreBrokenPipes()
    let descriptor: Int32
    if target == "pipe" {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      close(ends[0])  // nobody reads: the pipe is closed
      descriptor = ends[1]
    } else {
      descriptor = open(target, O_WRONLY)
      try #require(descriptor >= 0)
    }
    defer { close(descriptor) }
    var output = Platform.StandardOutput(descriptor: descriptor)
    var error = ""
    let code = await RerenderCLI.run(arguments: ["list"], scenarios: Catalog.all, output: &output, error: &error)
    #expect(code == 0, "the command itself succeeded")
    let finished = RerenderCLI.finish(code, output: output, error: &error)
    #expect(finished == 1)
    let reason = target == "pipe" ? "Broken pipe" : "No space left on device"
    #expect(error == "Error: Cannot write to standard output: \(reason)\n")
  }

  @Test("A failed write keeps failing: nothing after it is written, the first reason is kept")
  func firstFailureKept() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var output = Platform.StandardOutput(descriptor: descriptor)
    output.write("a")
    output.write("b")
    #expect(output.failure == "No space left on device")
    var error = ""
    #expect(RerenderCLI.finish(0, output: Platform.StandardOutput(), error: &error) == 0)
    #expect(error.isEmpty)
  }
}
