import Diffing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// What the mutation timeline (MutationTimeline.swift) keeps of an `@Observable`
// object: the layout of its class's tracked storage, found once per class, and the
// state of the objects on a timeline at one moment, taken and compared through it.

/// The tracked stored properties of the objects on a timeline at one moment, one
/// object after the other: their bits, to tell cheaply whether anything was written
/// since, and the values of those whose bits are not their value (a string, an
/// array: the storage they refer to may be gone after the write), to name what.
struct TimelineState {
  private(set) var objectCount: Int
  /// The bits, the first `bitCount` bytes of a buffer kept at its largest size: an
  /// emptied state costs nothing to fill again.
  private var buffer: [UInt8] = []
  private(set) var bitCount = 0
  var values: [Any] = []

  init(objectCount: Int) { self.objectCount = objectCount }

  /// Empties the state for `objectCount` objects, its buffers kept (the values it
  /// held, the models' among them, are let go).
  mutating func reset(objectCount: Int) {
    self.objectCount = objectCount
    bitCount = 0
    values.empty()
  }

  /// Appends `count` bytes read at `source`.
  mutating func appendBits(_ source: UnsafeRawPointer, count: Int) {
    let end = bitCount + count
    if buffer.count < end { buffer.append(contentsOf: repeatElement(0, count: max(end - buffer.count, buffer.count))) }
    buffer.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      (base + bitCount).copyMemory(from: source, byteCount: count)
    }
    bitCount = end
  }

  /// Calls `body` with the bits (no base address when there are none).
  func withBits<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    guard bitCount > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
    return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(start: $0.baseAddress, count: bitCount)) }
  }
}

/// The tracked stored properties of an `@Observable` class: the macro keeps each in
/// `_name` (its registrar in `_$observationRegistrar`, left out).
///
/// Found once per class.
final class ObservableLayout: @unchecked Sendable {
  struct Field {
    let name: String
    let offset: Int
    let size: Int
    let type: Any.Type
    /// Whether the storage holds the value as its type lays it out (not a `weak` or
    /// `unowned` reference: that one is read as its bits).
    let isStrong: Bool
    /// Whether the value can hold an object (a view may reach another through it).
    let mayHoldObject: Bool
    /// Whether the field's bits are its value, so that no value is kept for it.
    ///
    /// Plain data (compared bit for bit, as SwiftUI compares plain data), or a weak or
    /// unowned reference's bits.
    let bitsAreValue: Bool
  }

  let typeName: String
  let fields: [Field]
  /// Each field's name in a trace: `Type.property`.
  let qualifiedNames: [String]
  /// Where each field's value sits among a state's values for this object; -1 when
  /// its bits are its value (``Field/bitsAreValue``).
  let valueSlots: [Int]
  /// How many of the fields keep their value in a state.
  let valueCount: Int
  /// Where each field's bits start in a state's bits.
  let starts: [Int]
  /// The fields' storage as contiguous byte ranges, in field order: a state's bits
  /// are these ranges' bytes one after the other.
  let ranges: [(offset: Int, count: Int)]
  let byteCount: Int

  @MainActor
  private init(_ type: AnyClass) {
    typeName = ViewGraphCore.typeName(type)
    func size<F>(_: F.Type) -> Int { MemoryLayout<F>.size }
    fields = Reflection.fields(ofClass: type)
      .filter { $0.name.hasPrefix("_") && !$0.name.hasPrefix("_$") }
      .map { stored in
        Field(
          name: String(stored.name.dropFirst()), offset: stored.offset, size: size(stored.type), type: stored.type,
          isStrong: stored.isStrong,
          mayHoldObject: !stored.isStrong || !PropertyNames.holdsNoReference(type: stored.type),
          bitsAreValue: !stored.isStrong || ValueComparison.isPlainData(stored.type))
      }
    var starts: [Int] = []
    var ranges: [(offset: Int, count: Int)] = []
    var position = 0
    for field in fields {
      starts.append(position)
      position += field.size
      if let last = ranges.last, last.offset + last.count == field.offset {
        ranges[ranges.count - 1].count += field.size
      } else {
        ranges.append((field.offset, field.size))
      }
    }
    self.starts = starts
    self.ranges = ranges
    byteCount = position
    let typeName = self.typeName
    qualifiedNames = fields.map { "\(typeName).\($0.name)" }
    var slots: [Int] = []
    var kept = 0
    for field in fields {
      if !field.bitsAreValue {
        slots.append(kept)
        kept += 1
      } else {
        slots.append(-1)
      }
    }
    valueSlots = slots
    valueCount = kept
  }

  /// Whether two states hold the same bits for the field at `index` of this object,
  /// whose bits start at `start` in both.
  func bitsEqual(_ a: TimelineState, _ b: TimelineState, field index: Int, at start: Int) -> Bool {
    let offset = start + starts[index]
    let count = fields[index].size
    return a.withBits { a in
      b.withBits { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return true }
        return memcmp(a + offset, b + offset, count) == 0
      }
    }
  }

  /// Whether two states hold equal values for the field at `index` of this object
  /// (whose kept values start at `valuesAt` in both), its bits being different.
  func valuesEqual(_ a: TimelineState, _ b: TimelineState, field index: Int, valuesAt: Int) -> Bool {
    let slot = valueSlots[index]
    // Plain data, or a weak or unowned reference: other bits are another value.
    guard slot >= 0 else { return false }
    return ValueComparison.areEqualAny(a.values[valuesAt + slot], b.values[valuesAt + slot])
  }

  private static let known = TypeCache<ObservableLayout>()

  @MainActor
  static func of(_ type: AnyClass) -> ObservableLayout {
    known.value(for: type) { ObservableLayout(type) }
  }

  /// Appends the object's state to `state`: the bits of its fields, then the values
  /// whose bits are not their value.
  func append(_ object: AnyObject, to state: inout TimelineState) {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    for range in ranges {
      state.appendBits(base + range.offset, count: range.count)
    }
    guard valueCount > 0 else { return }
    for (index, field) in fields.enumerated() where valueSlots[index] >= 0 {
      state.values.append(load(field, at: base))
    }
  }

  /// Whether the object's tracked storage holds the bits at `start` in `bits`,
  /// compared where it lies.
  func bitsEqual(_ object: AnyObject, _ bits: UnsafeRawBufferPointer, at start: Int) -> Bool {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    guard let stored = bits.baseAddress else { return true }
    return ranges.withUnsafeBufferPointer { ranges in
      var position = start
      for range in ranges {
        if memcmp(base + range.offset, stored + position, range.count) != 0 { return false }
        position += range.count
      }
      return true
    }
  }

  private func load(_ field: Field, at base: UnsafeRawPointer) -> Any {
    let address = base + field.offset
    func open<F>(_: F.Type) -> Any { address.assumingMemoryBound(to: F.self).pointee }
    return open(field.type)
  }
}
