// The graph's nodes by id. Ids are handed out in order and never reused (an inbox
// entry may name a node that is gone), so the table is pages of slots indexed by id:
// a node costs a word, no hashing. A page whose nodes are all gone is let go, so a
// screen whose rows come and go keeps the pages its live nodes are on (up to 1 024
// slots for one node still alive on a page), and a word per 1 024 ids ever handed
// out.

/// The live nodes of a graph, by id.
struct NodeTable: Sequence {
  /// The ids of one page: `id >> pageShift` is its page, the rest its slot.
  private static let pageShift = 10
  private static let pageSize = 1 << pageShift

  /// One page of slots (grown as far as its highest id so far: a small graph takes
  /// a few words) and how many of them hold a node.
  fileprivate final class Page {
    // Main-thread state, as the reconciler's: no exclusivity checks (a call each).
    @exclusivity(unchecked) var slots: [GraphNode?] = []
    @exclusivity(unchecked) var count = 0
  }

  /// The pages, by `id >> pageShift`; `nil` before its first node and after its last
  /// one is gone.
  private var pages: [Page?] = []
  /// How many nodes the table holds.
  private(set) var count = 0

  /// The node of an id, while it is in the table.
  subscript(id: Int) -> GraphNode? {
    let page = id >> NodeTable.pageShift
    guard id >= 0, page < pages.count, let held = pages[page] else { return nil }
    let slot = id & (NodeTable.pageSize - 1)
    return slot < held.slots.count ? held.slots[slot] : nil
  }

  /// Puts a node in the table, under its id.
  mutating func insert(_ node: GraphNode) {
    let page = node.id >> NodeTable.pageShift
    while pages.count <= page { pages.append(nil) }
    let held: Page
    if let existing = pages[page] {
      held = existing
    } else {
      held = Page()
      pages[page] = held
    }
    let slot = node.id & (NodeTable.pageSize - 1)
    while held.slots.count <= slot { held.slots.append(nil) }
    if held.slots[slot] == nil {
      held.count += 1
      count += 1
    }
    held.slots[slot] = node
  }

  /// Takes the node of an id out of the table; its page goes with its last node.
  mutating func remove(id: Int) {
    let page = id >> NodeTable.pageShift
    guard id >= 0, page < pages.count, let held = pages[page] else { return }
    let slot = id & (NodeTable.pageSize - 1)
    guard slot < held.slots.count, held.slots[slot] != nil else { return }
    held.slots[slot] = nil
    held.count -= 1
    count -= 1
    if held.count == 0 {
      pages[page] = nil
      while let last = pages.last, last == nil { pages.removeLast() }
    }
  }

  /// The nodes in the table, by id.
  func makeIterator() -> Iterator { Iterator(pages: pages) }

  /// Walks the pages' slots in order, skipping the empty ones.
  struct Iterator: IteratorProtocol {
    fileprivate let pages: [Page?]
    private var page = 0
    private var slot = 0

    fileprivate init(pages: [Page?]) { self.pages = pages }

    mutating func next() -> GraphNode? {
      while page < pages.count {
        if let held = pages[page] {
          while slot < held.slots.count {
            defer { slot += 1 }
            if let node = held.slots[slot] { return node }
          }
        }
        page += 1
        slot = 0
      }
      return nil
    }
  }
}
