// A view's path from the root (`Dashboard/VStack/[3]/Cell`), kept as its last
// component under its parent's path: a node and every record of it share one small
// object, and the text is made only when someone reads it.

/// A view's path from the root, as its last component under the path of its nearest
/// labelled ancestor.
///
/// A node makes one when it is attached (a structural view, which shows in no path,
/// shares its parent's); the records of its mount, its evaluations and its leaf
/// updates keep a reference to it, never a string of their own. The text is made when
/// it is read (``description``): a path costs one small allocation per labelled view,
/// whatever the depth of the tree, where a string per node grew with its depth.
package final class ViewPath: Sendable, Equatable, CustomStringConvertible {
  /// The path of the nearest labelled ancestor; `nil` at the top.
  let parent: ViewPath?
  /// The last component (a type name or a row label); a path made from a string has
  /// the whole string here and no parent.
  let label: String

  /// The empty path (the root's: it shows in no path).
  package static let empty = ViewPath(parent: nil, label: "")

  private init(parent: ViewPath?, label: String) {
    self.parent = parent
    self.label = label
  }

  /// A path given as text (a record made by hand, a diagnostic's place).
  package convenience init(_ text: String) {
    self.init(parent: nil, label: text)
  }

  /// The path of a view labelled `label` under this one; this path itself when the
  /// label is empty (a structural view).
  func appending(_ label: String) -> ViewPath {
    if label.isEmpty { return self }
    return ViewPath(parent: isEmpty ? nil : self, label: label)
  }

  /// Whether the path has no component.
  var isEmpty: Bool { parent == nil && label.isEmpty }

  /// The path as text, components joined by `/`.
  package var description: String {
    guard let parent else { return label }
    var text = ""
    text.reserveCapacity(utf8Count)
    parent.write(to: &text)
    text += "/"
    text += label
    return text
  }

  private func write(to text: inout String) {
    if let parent {
      parent.write(to: &text)
      text += "/"
    }
    text += label
  }

  /// The length of ``description`` in UTF-8 bytes.
  private var utf8Count: Int {
    var count = label.utf8.count
    var next = parent
    while let path = next {
      count += path.label.utf8.count + 1
      next = path.parent
    }
    return count
  }

  /// Paths are equal when their text is (a path made from a string equals the node's
  /// path it spells).
  package static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
    if lhs === rhs { return true }
    if lhs.parent == nil, rhs.parent == nil { return lhs.label == rhs.label }
    return lhs.description == rhs.description
  }
}
