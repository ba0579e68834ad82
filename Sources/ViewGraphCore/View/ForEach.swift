// Models SwiftUI's `ForEach` (Q6, Q8): one row per element, identified by its id;
// each row's content runs in its own Observation tracking scope, so a row's reads
// are charged to the row, not to the enclosing body. A constant range keeps its
// initial data when its count changes; repeated ids are reported. A `ForEach` equal
// to its previous value (equal data, the same content closure: Q2) is not rebuilt:
// its rows' content does not run again.
// Status: Complete. Differs: rows with a repeated id after the first are not
// shown (SwiftUI's result is undefined).

public import Diffing

/// Views made from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
  /// The collection.
  public var data: Data
  /// The row builder.
  public var content: (Data.Element) -> Content
  @usableFromInline let id: (Data.Element) -> ID
  /// What identifies the rows, as SwiftUI's `ForEach` keeps it (a key path, the
  /// elements' `id`, their offset): compared when the `ForEach` is (Q2); `nil` when
  /// only a closure says it, never equal.
  @usableFromInline var idSource: AnyHashable? = nil
  @usableFromInline let isConstantRange: Bool
  /// The delete and move actions attached with `onDelete` and `onMove`.
  @usableFromInline package var editActions = RowEditActions()
  /// The rows' update when their ids did not change, compiled for this `ForEach`'s
  /// own types where it is written (the initializers are inlinable): no existential,
  /// no cast and no key per row.
  @usableFromInline let rowUpdate: RowUpdate

  /// The typed row update of a `ForEach`: given the memo of its last expansion, its
  /// rows' builder and stepper when their ids did not change, or `nil`.
  @usableFromInline typealias RowUpdate = @MainActor (Self, ForEachMemo<Data.Element, ID, Content>) -> RowStepper?

  /// Rows identified by a key path of each element.
  @inlinable
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
    self.idSource = AnyHashable(id)
    self.isConstantRange = false
    self.rowUpdate = Self.typedUnchangedRows
  }

  public var body: Never { builtinBody() }

  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    if editActions.isEditable {
      var actions = editActions
      actions.rowCount = data.count
      expansion.editActions.append(actions)
    }
    let previous = expansion.memo as? ForEachMemo<Data.Element, ID, Content>
    // The same ids as last time (most updates): the same keys, the same duplicates,
    // and the rows handed over as they are.
    if let previous, expansion.acceptsUnchangedRows, let stepper = rowUpdate(self, previous) {
      for message in previous.duplicates { expansion.diagnostics.append((.forEachDuplicateID, message)) }
      // Not rebuilt, the rows keep the builder they have; rebuilt, they take the stepper's.
      let builder = stepper.rebuilds ? stepper.builder : previous.rowsBuilder ?? stepper.builder
      previous.rowsBuilder = builder
      expansion.unchangedRows = UnchangedRows(
        rows: ForEachRows(builder: builder, positions: previous.shown, keys: previous.keys), stepper: stepper)
      return
    }
    var rows = ForEachRows.elements(of: data)
    if isConstantRange {
      if let initial = previous?.initial {
        if initial.count != rows.count {
          expansion.diagnostics.append(
            (
              .forEachCountChanged,
              "\(typeName(Self.self)) count (\(rows.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
            ))
        }
        rows = initial
      }
    }
    var ids: [ID] = []
    ids.reserveCapacity(rows.count)
    for element in rows { ids.append(id(element)) }
    let memo: ForEachMemo<Data.Element, ID, Content>
    // The audit reads the shown memo and writes its own: the rows it would make (an
    // old closure's, for the minimum oracle) must not become the ones the next update
    // compares with.
    if let previous, previous.ids == ids, !expansion.isAudit {
      memo = previous
    } else {
      memo = ForEachMemo(initial: isConstantRange ? rows : nil, ids: ids)
      var seen = Set<ID>()
      var reported = Set<ID>()
      // Most ids are unique: checked first where the ids are integers or strings,
      // with a set of their type, not a generic one (the rows' keys are made below
      // either way).
      let unique = ForEachRows.areUnique(ids)
      for (index, rowID) in ids.enumerated() {
        guard unique || seen.insert(rowID).inserted else {
          if reported.insert(rowID).inserted {
            memo.duplicates.append(
              "\(typeName(Self.self)): the ID \(rowID) occurs multiple times within the collection, this will give undefined results!"
            )
          }
          continue
        }
        memo.shown.append(index)
        memo.keys.append(.explicit(AnyHashableSendable(rowID)))
      }
    }
    for message in memo.duplicates { expansion.diagnostics.append((.forEachDuplicateID, message)) }
    expansion.memo = memo
    memo.built = RowsBuilt(elements: rows, content: content)
    // One builder for every row: a row holds it and its index, nothing per row.
    let content = self.content
    let builder = RowBuilder { index in content(rows[index]) }
    memo.rowsBuilder = builder
    expansion.children += ForEachRows(builder: builder, positions: memo.shown, keys: memo.keys).specs
  }

  /// The rows as they are, when their ids are those of the memo; compiled where the
  /// `ForEach` is written, for its own types (see ``rowUpdate``).
  ///
  /// Each row's new content is compared with the content its view holds, which the
  /// memo keeps typed beside the graph: a row whose view is unchanged costs its
  /// content closure and one comparison of two values of a known type.
  @inlinable @MainActor
  static func typedUnchangedRows(_ view: Self, _ memo: ForEachMemo<Data.Element, ID, Content>) -> RowStepper? {
    let elements: [Data.Element]
    if view.isConstantRange, let initial = memo.initial {
      // A changed count is reported by the general path.
      guard initial.count == view.data.count else { return nil }
      elements = initial
    } else {
      elements = Array(view.data)
    }
    guard elements.count == memo.ids.count else { return nil }
    let stepper = memo.stepper ?? RowStepper(contentType: Content.self)
    memo.stepper = stepper
    // Q2: a `ForEach` whose data and content closure compare equal to those its rows
    // were built with is the same input; as in SwiftUI, it is not rebuilt, and its
    // rows keep the closure and the elements they had.
    let built = RowsBuilt(elements: elements, content: view.content)
    if let last = memo.built, last.isSameInput(as: built) {
      stepper.rebuilds = false
      return stepper
    }
    memo.built = built
    stepper.rebuilds = true
    // The same array storage as last time holds the same elements, with the same ids.
    if !(memo.checkedElements.map { sameArrayStorage($0, elements) } ?? false) {
      let id = view.id
      var index = 0
      for element in elements {
        guard id(element) == memo.ids[index] else { return nil }
        index += 1
      }
      memo.checkedElements = elements
    }
    let content = view.content
    memo.sizeOutputs(memo.shown.count)
    let outputs = memo.outputs
    let comparator = ValueComparison.comparator(for: Content.self)
    let bitwise = comparator.isBitwise
    let make: @MainActor (Int) -> any View = { index in content(elements[index]) }
    stepper.start(
      make: make,
      // The stepper owns the closure: no reference counted from it.
      step: { [unowned(unsafe) stepper] row, position, known in
        let new = content(elements[position])
        // The remembered content compared where the memo keeps it, not copied out.
        if known, case .some = outputs[row],
          comparator.areEqual(at: UnsafeRawPointer(outputs.baseAddress.unsafelyUnwrapped + row), new, bitwise: bitwise)
        {
          return true
        }
        stepper.output = new
        return false
      },
      remember: { row, value in outputs[row] = value as? Content })
    return stepper
  }
}

/// What a `ForEach` keeps across updates: its initial data when it is a constant
/// range, its rows' ids, and what they gave (the keys of the rows shown, the
/// positions of those rows, the duplicates reported).
///
/// The memo is a reference: the typed row update writes the rows' contents into it.
@usableFromInline
final class ForEachMemo<Element, ID: Hashable, Content> {
  @usableFromInline let initial: [Element]?
  @usableFromInline let ids: [ID]
  /// The elements whose ids were last found to be ``ids``.
  @exclusivity(unchecked) @usableFromInline var checkedElements: [Element]?
  var keys: [ChildKey] = []
  @usableFromInline var shown: [Int] = []
  var duplicates: [String] = []
  /// The content the view of each shown row holds, as of the typed row update that
  /// last saw it; trusted only while the row's node says nothing else ran it
  /// (``GraphNode/rowOutputKnown``).
  ///
  /// Kept in a buffer of the memo's own, so that a row's content is compared where
  /// it lies (an array's element is copied out first). Sized by ``sizeOutputs(_:)``.
  @exclusivity(unchecked) @usableFromInline private(set) var outputs = UnsafeMutableBufferPointer<Content?>(
    start: nil, count: 0)
  /// The typed row update, kept across updates with its builder (the rows hold it).
  @exclusivity(unchecked) @usableFromInline var stepper: RowStepper?
  /// The elements and the content closure the rows were last built with.
  @usableFromInline var built: RowsBuilt<Element, Content>?
  /// The builder the rows hold (they run their content through it).
  var rowsBuilder: RowBuilder?

  init(initial: [Element]?, ids: [ID]) {
    self.initial = initial
    self.ids = ids
  }

  deinit { freeOutputs() }

  /// Room for the contents of `count` rows, all forgotten when the count changes.
  @usableFromInline
  func sizeOutputs(_ count: Int) {
    guard outputs.count != count else { return }
    freeOutputs()
    outputs = .allocate(capacity: count)
    outputs.initialize(repeating: nil)
  }

  private func freeOutputs() {
    guard outputs.baseAddress != nil else { return }
    outputs.deinitialize()
    outputs.deallocate()
  }
}

/// Whether two arrays share their storage (one is the other, unchanged since: a memo's
/// reference keeps the storage from being changed in place or reused).
@inlinable
func sameArrayStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
  a.count == b.count
    && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}

/// The elements a `ForEach`'s rows were built from and its content closure, compared
/// as SwiftUI compares a `ForEach`'s value (Q2): the elements by their `==` or field by
/// field, the closure by its code and the identity of its context.
@usableFromInline
struct RowsBuilt<Element, Content> {
  @usableFromInline let elements: [Element]
  @usableFromInline let content: (Element) -> Content
  @usableFromInline init(elements: [Element], content: @escaping (Element) -> Content) {
    self.elements = elements
    self.content = content
  }

  /// Whether the rows built from `other` would be these: the same closure (its two
  /// words, read where the value holds them), then the same or equal elements.
  @usableFromInline func isSameInput(as other: Self) -> Bool {
    guard ValueComparison.sameBits(self, other, at: \.content) else { return false }
    return sameArrayStorage(elements, other.elements) || ValueComparison.areEqual(elements, other.elements)
  }
}

/// What a `ForEach` does when the user deletes or moves its rows.
@usableFromInline
package struct RowEditActions {
  /// Deletes rows at offsets.
  package var delete: (([Int]) -> Void)?
  /// Moves rows at offsets to an offset.
  package var move: (([Int], Int) -> Void)?
  /// How many rows the `ForEach` showed when it last expanded.
  package var rowCount = 0
  /// Whether either action is set.
  package var isEditable: Bool { delete != nil || move != nil }
  @usableFromInline package init() {}
}

extension ForEach {
  /// The same rows with a delete action (`onDelete`, with `IndexSet`, is in `ViewGraph`).
  package func withDelete(_ action: (([Int]) -> Void)?) -> Self {
    var copy = self
    copy.editActions.delete = action
    return copy
  }

  /// The same rows with a move action (`onMove`, with `IndexSet`, is in `ViewGraph`).
  package func withMove(_ action: (([Int], Int) -> Void)?) -> Self {
    var copy = self
    copy.editActions.move = action
    return copy
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows identified by each element's `id`.
  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
    self.idSource = AnyHashable(\Data.Element.id)
    self.isConstantRange = false
    self.rowUpdate = Self.typedUnchangedRows
  }
}

extension ForEach {
  /// Rows over a bound collection, each given a binding to its element, identified
  /// by each element's `id`.
  ///
  /// The collection is read where the `ForEach` is written
  /// (as `ForEach(items)` reads it), so that view depends on it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.init(data, identify: { $0.id }, content: content)
    idSource = AnyHashable(\C.Element.id)
  }

  /// Rows over a bound collection, each given a binding to its element, identified
  /// by a key path of each element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
    idSource = AnyHashable(id)
  }

  private init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, identify: @escaping (C.Element) -> ID, content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.map { index in
      Binding(location: MemberLocation(base: data.location, keyPath: \C.[index]))
    }
    self.content = content
    self.id = { identify($0.location.get()) }
    self.isConstantRange = false
    self.rowUpdate = Self.typedUnchangedRows
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows over a constant range: only its initial value is used (Q8).
  @inlinable
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
    self.idSource = AnyHashable("offset")
    self.isConstantRange = true
    self.rowUpdate = Self.typedUnchangedRows
  }
}

extension ForEach: RuleComparable {
  /// Whether two `ForEach` values are the same input, as SwiftUI compares them (Q2):
  /// equal data, the same way of identifying rows, the same content closure (its code
  /// and the identity of its context) and the same edit actions.
  public func isEqual(byRuleTo other: Self) -> Bool {
    guard isEqual(ignoringClosuresTo: other) else { return false }
    return ValueComparison.sameBits(self, other, at: \.content)
      && ValueComparison.sameBits(self, other, at: \.editActions)
  }

  /// The same data, identified the same way, whatever the closures.
  public func isEqual(ignoringClosuresTo other: Self) -> Bool {
    guard let idSource, idSource == other.idSource, isConstantRange == other.isConstantRange else { return false }
    return ValueComparison.areEqual(data, other.data)
  }
}
