// The rows of a `ForEach` (View/ForEach.swift) as the graph holds them: what makes a
// row's content, and the typed update of rows whose ids did not change
// (Documentation/Architecture.md, "A `ForEach` whose ids did not change").

/// What makes a row's content: a builder a `ForEach` shares among its rows, and the
/// row's position in its data.
package struct RowContent {
  let builder: RowBuilder
  let index: Int

  init(builder: RowBuilder, index: Int) {
    self.builder = builder
    self.index = index
  }

  /// A row made by a closure of its own (a `GeometryReader`'s content).
  package init(_ make: @escaping @MainActor () -> any View) {
    builder = RowBuilder { _ in make() }
    index = 0
  }

  /// The row's content, made now.
  @MainActor package func make() -> any View { builder.make(index) }

  /// The same row, with a builder that keeps the closure it has now.
  func frozen() -> RowContent { RowContent(builder: builder.frozen(), index: index) }
}

/// Makes the content of the rows at given positions.
///
/// A `ForEach` keeps one builder across updates and gives it each update's closure:
/// its rows hold the same builder, so an unchanged row stores nothing. What must keep
/// an old closure (the minimum oracle's snapshot) takes a ``frozen()`` copy.
@usableFromInline
package final class RowBuilder {
  @usableFromInline @exclusivity(unchecked) var make: @MainActor (Int) -> any View
  @usableFromInline init(_ make: @escaping @MainActor (Int) -> any View) { self.make = make }

  /// A builder that keeps this one's current closure.
  func frozen() -> RowBuilder { RowBuilder(make) }
}

/// The typed part of a `ForEach`'s row update, compiled for its content type: makes
/// a row's content and compares it with the content the row's view holds.
@usableFromInline @MainActor
final class RowStepper {
  /// The type of the rows' content.
  let contentType: any View.Type
  /// Makes any row's content, for the general path and a row that runs alone; the
  /// same builder each update, given each update's closure.
  let builder = RowBuilder { _ in EmptyView() }
  /// Makes the content of a shown row (its index among the rows, its position in the
  /// data); when the row's view is known to hold the content last remembered, returns
  /// whether the new content is equal to it.
  ///
  /// Otherwise it leaves the new content in ``output`` and returns `false`.
  private(set) var step: @MainActor (_ row: Int, _ position: Int, _ known: Bool) -> Bool = { _, _, _ in false }
  /// Remembers the content a row's view holds, after the general path updated it.
  private(set) var remember: @MainActor (_ row: Int, _ value: any View) -> Void = { _, _ in }
  /// The content of the last row `step` did not find unchanged.
  @usableFromInline @exclusivity(unchecked) var output: (any View)?
  /// Whether this update builds the rows again: `false` when their `ForEach` is the
  /// same input as last time (Q2), so only a row whose own reads changed runs.
  @usableFromInline var rebuilds = true

  @usableFromInline
  init(contentType: any View.Type) {
    self.contentType = contentType
  }

  /// Sets the closures of an update.
  @usableFromInline
  func start(
    make: @escaping @MainActor (Int) -> any View,
    step: @escaping @MainActor (_ row: Int, _ position: Int, _ known: Bool) -> Bool,
    remember: @escaping @MainActor (_ row: Int, _ value: any View) -> Void
  ) {
    builder.make = make
    self.step = step
    self.remember = remember
  }

  /// Takes the content `step` left.
  func takeOutput() -> any View {
    defer { output = nil }
    // swift-format-ignore: NeverForceUnwrap
    // `step` always leaves an output before its caller takes it.
    return output!
  }
}

/// The rows a `ForEach` shows: their content builder, each row's position in the
/// data and its key.
struct ForEachRows {
  let builder: RowBuilder
  let positions: [Int]
  /// The rows' keys (shared with the `ForEach`'s memo, nothing built per update).
  let keys: [ChildKey]

  /// The rows as child specs, for the general path.
  var specs: [ChildSpec] { keys.indices.map(spec(at:)) }

  /// A `ForEach`'s data as an array: an array as it is, a range of integers made
  /// in place, any other collection element by element (through its generic
  /// witnesses, several hundred instructions an element).
  static func elements<Data: RandomAccessCollection>(of data: Data) -> [Data.Element] {
    // The types compared, not cast: a failed cast to an array may first make room
    // for every element.
    if Data.self == [Data.Element].self { return unsafeBitCast(data, to: [Data.Element].self) }
    if Data.Element.self == Int.self {
      if Data.self == Range<Int>.self {
        return unsafeBitCast(Array(unsafeBitCast(data, to: Range<Int>.self)), to: [Data.Element].self)
      }
      if Data.self == ClosedRange<Int>.self {
        return unsafeBitCast(Array(unsafeBitCast(data, to: ClosedRange<Int>.self)), to: [Data.Element].self)
      }
    }
    return Array(data)
  }

  /// Whether every id occurs once, when the ids are integers or strings (checked
  /// with a set of that type); `false` when it cannot tell, and the caller checks.
  static func areUnique<ID: Hashable>(_ ids: [ID]) -> Bool {
    if ID.self == Int.self {
      let integers = unsafeBitCast(ids, to: [Int].self)
      return Set(integers).count == integers.count
    }
    if ID.self == String.self {
      let strings = unsafeBitCast(ids, to: [String].self)
      return Set(strings).count == strings.count
    }
    return false
  }

  /// The spec of the row at an index.
  func spec(at index: Int) -> ChildSpec {
    ChildSpec(
      key: keys[index], source: .row(label: nil, content: RowContent(builder: builder, index: positions[index])))
  }
}

/// The rows of a `ForEach` whose ids are those of its last expansion: the graph takes
/// them as they are (``Expansion/unchangedRows``), without a child spec per row, and
/// updates them through the stepper.
struct UnchangedRows {
  let rows: ForEachRows
  let stepper: RowStepper
}
