import Foundation

/// Reads a text file.
func readText(_ path: String) throws -> String {
  try String(contentsOfFile: path, encoding: .utf8)
}

/// The package's root folder, from this file's path.
func packageRoot(file: StaticString = #filePath) -> String {
  let parts = "\(file)".split(separator: "/", omittingEmptySubsequences: false)
  return parts.dropLast(3).joined(separator: "/")
}

/// The Swift files under a folder of the package, recursively.
func swiftFiles(under folder: String) -> [String] {
  let root = packageRoot() + "/" + folder
  guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
  return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
}
