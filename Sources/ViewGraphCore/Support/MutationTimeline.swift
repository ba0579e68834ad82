// Naming the property behind an Observation change without Observation's SPI
// (Documentation/Rules.md, "Naming a changed property"). The public
// `withObservationTracking(_:onChange:)` says only that something a body read is
// about to change: its `onChange` runs in the property's `willSet`, before the value
// is written, and names nothing. So the host keeps a timeline of the `@Observable`
// objects its views reach: at each notification that is not the same mutation as
// the last one, the states of those objects (their tracked stored properties, the
// macro's `_name` storage); when the host drains its inbox, their states after the
// writes. A change is named by the properties whose values differ between the state
// at its notification and the next state on the timeline. Main thread only.

/// The name of a changed property, resolved on the main actor after the change.
///
/// The observers notified by one mutation share one instance: a moment on the host's
/// timeline, or a name a write announced itself (`PublishedShadow`). A moment's name
/// is settled when the host drains the notification (its cycle closes): it keeps
/// the name, not the models' values, so a kept trace holds no model alive.
package final class PendingName: @unchecked Sendable {
  // Made and settled on the main thread, before the notification is applied.
  private var settled: String?

  init() {}

  init(announced name: String) { settled = name }

  /// The name (`LibraryModel.searchText`; several, comma-separated, when more than one
  /// property changed between two notifications), or `nil` when no difference could
  /// be seen: an equal value written again, or a write to an object no view of the
  /// host reaches through its stored properties.
  var name: String? { settled }

  /// Forgets the settled name (a moment takes its name again when nothing else holds
  /// it).
  func unsettle() { settled = nil }

  func settle(_ names: [String]) {
    settle(first: names.first, others: names.dropFirst())
  }

  /// Settles on `first` and `others` after it (the common change names one property:
  /// no array for it).
  func settle(first: String?, others: some Collection<String>) {
    guard let first, !others.isEmpty else {
      settled = first
      return
    }
    settled = ([first] + others).joined(separator: ", ")
  }
}

/// The states of the objects a host's views reach, at each mutation that notified one
/// of them and after the last (see the file's comment).
///
/// One per host, in its inbox.
final class MutationTimeline: @unchecked Sendable {
  // Main thread only: notifications posted elsewhere name nothing.
  @exclusivity(unchecked) private var cycle: Cycle?
  /// Advanced when a closed cycle saw a property that can hold an object change:
  /// what the host's views reach through it may be other objects now.
  @exclusivity(unchecked) private var epoch: Int32 = 1
  /// The name of every notification of an observer that reaches no object: none.
  private let unnamed = PendingName()
  /// The last closed cycle, emptied, for the next one (its buffers kept).
  @exclusivity(unchecked) private var spare: Cycle?
  /// What the last walk in the open cycle found, for the next walk that finds the
  /// same objects to share (let go when the cycle closes: it holds models).
  @exclusivity(unchecked) private var lastWalk: (reached: [AnyObject], layouts: [ObservableLayout])?

  /// What a notification of an observer of `owner` names: the moment it shares with
  /// the other observers of its mutation, made at the first of them that reaches an
  /// object the timeline does not hold yet.
  ///
  /// Called on the main thread (the caller checked), as each observer of a mutation is
  /// notified. Observation notifies the observers of one write in no set order, so
  /// what one is named must not depend on which came first: an observer that
  /// reaches no object names nothing, and one that reaches an object not on the
  /// timeline yet puts it there before it shares a moment. All but the first of a
  /// broadcast take the fast path: its objects found in the cycle, then a bitwise
  /// comparison in place.
  func pendingName(forObserverOf owner: WeakNode) -> PendingName {
    if let announced = AnnouncedMutation.current { return announcedName(announced) }
    // What it reaches is known: no walk, no isolation check.
    if let known = owner.reached, owner.reachedEpoch == epoch { return name(reaching: known, of: owner) }
    return MainThread.assumeCurrent { name(forObserverOf: owner) }
  }

  private func announcedName(_ announced: String) -> PendingName {
    if let last = cycle?.announced, last.text == announced { return last.name }
    let made = PendingName(announced: announced)
    open().announced = (announced, made)
    return made
  }

  /// Finds the objects a node reaches (once, kept in its weak box until its value,
  /// state or environment changes, or a property holding an object changed), then
  /// names its notification.
  @MainActor
  private func name(forObserverOf owner: WeakNode) -> PendingName {
    let found = PendingNameWalk.reachable(from: owner.node)
    // The observers of a broadcast reach the same objects: they share the last walk's
    // arrays, and each notification reads one that is in the cache, not one per view.
    let walk: (reached: [AnyObject], layouts: [ObservableLayout])
    if let last = lastWalk, last.reached.elementsEqual(found, by: ===) {
      walk = last
    } else {
      walk = (found, found.map { ObservableLayout.of(type(of: $0)) })
      // A walk that found nothing (a view reading a global) leaves the last one to share.
      if !found.isEmpty { lastWalk = walk }
    }
    owner.reached = walk.reached
    owner.reachedLayouts = walk.layouts
    owner.reachedEpoch = epoch
    return name(reaching: walk.reached, of: owner)
  }

  /// What a notification of `owner`'s observer names, the objects it reaches being
  /// `reached` (its weak box keeps them with their layouts).
  ///
  /// Inlined: every observer of a broadcast but the first takes its fast path.
  @inline(__always)
  private func name(reaching reached: [AnyObject], of owner: WeakNode) -> PendingName {
    // What it read lies where no walk goes (a global, a plain class): nothing to
    // compare, whichever observers of the mutation came before it.
    guard !reached.isEmpty else { return unnamed }
    if let cycle, let last = cycle.lastMoment, cycle.holds(reached), cycle.isUnchanged(since: last) {
      // One more observer of the same mutation, reaching what the moment holds (all
      // but the first of a broadcast): found in place, nothing tracked.
      return last.pending
    }
    // A new mutation (or the first), or objects new to the timeline: the state of
    // every object on it, before the write.
    let cycle = open()
    cycle.track(reached, layouts: owner.reachedLayouts)
    return cycle.takeMoment().pending
  }

  /// Closes the open cycle: takes the state after its writes (main thread, when the
  /// host drains its inbox).
  ///
  /// The names made in it resolve from what it kept, not from
  /// the models: a later write does not change them.
  @MainActor
  func close() {
    lastWalk = nil
    guard let cycle else { return }
    if cycle.finish() { epoch &+= 1 }
    self.cycle = nil
    spare = cycle
  }

  /// Lets the open cycle go without naming anything (the host is gone).
  func discard() {
    cycle = nil
    lastWalk = nil
  }

  private func open() -> Cycle {
    if let cycle { return cycle }
    let made = spare ?? Cycle()
    spare = nil
    cycle = made
    return made
  }

  /// The objects and moments of one cycle, from a drain of the inbox to the next.
  final class Cycle {
    /// The objects on the timeline, in the order they joined it; let go when closed.
    // The engine's main-thread state carries no exclusivity checks (a call each).
    @exclusivity(unchecked) private(set) var objects: [AnyObject] = []
    @exclusivity(unchecked) private(set) var layouts: [ObservableLayout] = []
    /// The objects' positions, kept once the timeline holds more than a few.
    @exclusivity(unchecked) private var known: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private(set) var moments: [Moment] = []
    @exclusivity(unchecked) private(set) var lastMoment: Moment?
    /// The last name a write announced, shared by its observers.
    var announced: (text: String, name: PendingName)?

    /// Up to this many objects, the timeline is searched in place, without hashing.
    private static let few = 8

    private func holds(_ object: AnyObject) -> Bool {
      guard objects.count <= Cycle.few else { return known[ObjectIdentifier(object)] != nil }
      return objects.withUnsafeBufferPointer { $0.contains { $0 === object } }
    }

    /// Whether every one of `reached` is on the timeline.
    func holds(_ reached: [AnyObject]) -> Bool {
      reached.allSatisfy { holds($0) }
    }

    /// Puts the objects not on the timeline yet on it, with their classes' layouts
    /// (`layouts`, one per object).
    func track(_ reached: [AnyObject], layouts reachedLayouts: [ObservableLayout]) {
      for (position, object) in reached.enumerated() where !holds(object) {
        objects.append(object)
        layouts.append(reachedLayouts[position])
        if objects.count > Cycle.few {
          if known.isEmpty {
            for (position, held) in objects.enumerated() { known[ObjectIdentifier(held)] = position }
          } else {
            known[ObjectIdentifier(object)] = objects.count - 1
          }
        }
      }
    }

    /// Whether no object on the timeline changed since `moment`: the notification is
    /// one more observer of the same mutation (compared bit for bit, in place).
    func isUnchanged(since moment: Moment) -> Bool {
      // Read in place: no retain of an object, a layout or a state per comparison.
      objects.withUnsafeBufferPointer { objects in
        layouts.withUnsafeBufferPointer { layouts in
          moment.state.withBits { bits in
            var start = 0
            for index in 0..<moment.state.objectCount {
              let layout = layouts[index]
              if !layout.bitsEqual(objects[index], bits, at: start) { return false }
              start += layout.byteCount
            }
            return true
          }
        }
      }
    }

    /// Moments of closed cycles, emptied, their states' buffers kept.
    @exclusivity(unchecked) private var spareMoments: [Moment] = []
    /// The state after the writes, taken when the cycle closes (its buffers kept).
    @exclusivity(unchecked) private var final = TimelineState(objectCount: 0)
    /// At most this many moments are kept for the next cycles.
    private static let spareLimit = 8

    /// Puts the state of every object on the timeline now in `state`.
    private func take(into state: inout TimelineState) {
      state.reset(objectCount: objects.count)
      for index in objects.indices { layouts[index].append(objects[index], to: &state) }
    }

    func takeMoment() -> Moment {
      let moment = spareMoments.popLast() ?? Moment()
      moment.begin(layouts: layouts) { take(into: &$0) }
      moments.append(moment)
      lastMoment = moment
      return moment
    }

    /// Takes the state after the writes and hands each moment the state that follows
    /// it; the objects are let go, and the moments no longer refer to the cycle.
    ///
    /// Returns whether a property that can hold an object changed.
    func finish() -> Bool {
      take(into: &final)
      var referenceChanged = false
      for index in moments.indices {
        let next = index + 1 < moments.count ? moments[index + 1].state : final
        if moments[index].settle(next: next) { referenceChanged = true }
      }
      if let first = moments.first, !referenceChanged {
        // A write no view observed, after the last notification, is in `final` only.
        referenceChanged = first.referenceChanged(comparedWith: final)
      }
      // Emptied, its buffers kept for the next cycle; so are a few moments (each
      // takes a new name when it is taken again, unless nothing holds its last one:
      // see `Moment.begin`).
      final.reset(objectCount: 0)
      for moment in moments where spareMoments.count < Cycle.spareLimit {
        moment.end()
        spareMoments.append(moment)
      }
      objects.empty()
      layouts.empty()
      if !known.isEmpty { known.removeAll(keepingCapacity: true) }
      moments.empty()
      lastMoment = nil
      announced = nil
      return referenceChanged
    }
  }

  /// The states taken at one notification, shared by the observers of its mutation.
  final class Moment {
    @exclusivity(unchecked) private var layouts: [ObservableLayout] = []
    /// The objects on the timeline when the moment was taken, one after the other.
    @exclusivity(unchecked) private(set) var state = TimelineState(objectCount: 0)
    /// The name its notifications share: a new one each time the moment is taken
    /// while something still holds the last one.
    @exclusivity(unchecked) private(set) var pending = PendingName()

    /// Takes the moment: the objects' layouts and their states, which `fill` puts in
    /// the moment's buffers.
    func begin(layouts: [ObservableLayout], fill: (inout TimelineState) -> Void) {
      // A new name, unless nothing holds the last one any more (an inbox entry, the
      // scheduler's batch, or a node's pending names: one of a loop stopped at its
      // pass limit waits for the next flush with its name); then that one is taken
      // again, unsettled. A record keeps the settled text, never the name.
      if isKnownUniquelyReferenced(&pending) { pending.unsettle() } else { pending = PendingName() }
      self.layouts = layouts
      fill(&state)
    }

    /// Lets what the moment held go, its buffers kept: it is taken again with a new
    /// name, or its last one unsettled when nothing holds it (``begin(layouts:fill:)``).
    func end() {
      layouts = []
      state.reset(objectCount: 0)
    }

    /// Names the properties whose values differ between this moment and `next`, the
    /// states that follow it (the next moment's, or those after the writes); returns
    /// whether one of them can hold an object.
    func settle(next: TimelineState) -> Bool {
      var first: String?
      var others: [String] = []
      var referenceChanged = false
      var (bitsStart, valuesStart) = (0, 0)
      for position in 0..<state.objectCount {
        let layout = layouts[position]
        for index in layout.fields.indices
        where !layout.bitsEqual(state, next, field: index, at: bitsStart)
          && !layout.valuesEqual(state, next, field: index, valuesAt: valuesStart)
        {
          if layout.fields[index].mayHoldObject { referenceChanged = true }
          let name = layout.qualifiedNames[index]
          if first == nil {
            first = name
          } else if first != name, !others.contains(name) {
            others.append(name)
          }
        }
        bitsStart += layout.byteCount
        valuesStart += layout.valueCount
      }
      pending.settle(first: first, others: others)
      return referenceChanged
    }

    /// Whether a property that can hold an object has other bits in `later`.
    func referenceChanged(comparedWith later: TimelineState) -> Bool {
      var bitsStart = 0
      for position in 0..<state.objectCount {
        let layout = layouts[position]
        for index in layout.fields.indices
        where layout.fields[index].mayHoldObject && !layout.bitsEqual(state, later, field: index, at: bitsStart) {
          return true
        }
        bitsStart += layout.byteCount
      }
      return false
    }
  }
}

/// A name a write announces for the notifications it causes (the what-if shadow of
/// a `@Published` property), read by ``MutationTimeline`` on the main thread.
enum AnnouncedMutation {
  // `current`, the name announced now, is ambient state: Ambient.swift.

  /// Runs `write` with its name announced, when on the main thread.
  static func announcing(_ name: String, _ write: () -> Void) {
    guard MainThread.isCurrent else { return write() }
    let outer = current
    current = name
    defer { current = outer }
    write()
  }
}

/// The objects a view can reach, for the timeline: what its own fields hold (its
/// `@State` storage included) and what its `@Environment` properties read, or its
/// nearest body's for a row.
enum PendingNameWalk {
  @MainActor
  static func reachable(from node: GraphNode?) -> [AnyObject] {
    var owner = node
    while let current = owner, case .row = current.kind { owner = current.parent }
    guard let owner else { return [] }
    var found = PropertyNames.reachableObjects(from: owner.value, slots: owner.slots)
    guard case .custom(let info) = owner.kind else { return found }
    // What an `@Environment` property reads is not in the node's value (its copy
    // with the properties installed is the evaluation's own).
    for read in environmentReads(of: owner.value, info: info, environment: owner.environment) {
      for object in PropertyNames.reachableObjects(from: read, slots: [])
      where !found.contains(where: { $0 === object }) {
        found.append(object)
      }
    }
    return found
  }

  @MainActor
  private static func environmentReads(of view: any View, info: ViewTypeInfo, environment: EnvironmentValues) -> [Any] {
    let readers = info.fields.filter { $0.type is any EnvironmentReading.Type }
    guard !readers.isEmpty else { return [] }
    func open<V: View>(_ view: V) -> [Any] {
      withUnsafeBytes(of: view) { raw in
        guard let base = raw.baseAddress else { return [] }
        return readers.compactMap { field in
          func read<P: InstallableProperty>(_: P.Type) -> Any? {
            (base + field.offset).assumingMemoryBound(to: P.self).pointee as? any EnvironmentReading
          }
          return (read(field.type) as? any EnvironmentReading)?.value(in: environment)
        }
      }
    }
    return open(view)
  }
}

/// A dynamic property that reads the environment: what it reads there, for the
/// objects a view reaches.
protocol EnvironmentReading {
  @MainActor func value(in environment: EnvironmentValues) -> Any?
}

extension Environment: EnvironmentReading {
  func value(in environment: EnvironmentValues) -> Any? {
    switch source {
    case .keyPath(let keyPath): environment[keyPath: keyPath]
    case .object(let id, _, _): environment.lookup(.observable(id))
    }
  }
}
