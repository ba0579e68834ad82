import Combine
import Dispatch
import Synchronization
import Testing

// Combine's operators, through its public interface only: what each publishes,
// demand, completion and failure, cancellation. They run on Linux against the
// package's Combine and on a Mac against Apple's.

struct TestError: Error, Equatable {
  var code = 0
}

/// A subscriber that records what it receives, asking for `demand` at first and then
/// only when told.
final class Recorder<Input, Failure: Error>: Subscriber {
  private let demand: Subscribers.Demand
  private(set) var subscription: (any Subscription)?
  private(set) var values: [Input] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  init(demand: Subscribers.Demand = .unlimited) { self.demand = demand }

  var finished: Bool {
    if case .finished? = completion { return true }
    return false
  }

  var failed: Bool {
    if case .failure? = completion { return true }
    return false
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if demand > .none { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

/// One operator (or a few) applied to a stream of numbers, and what comes out.
enum Pipeline: String, CaseIterable, CustomTestStringConvertible {
  case map, compactMap, filter, scan, removeDuplicates, dropFirst, first, firstWhere, prepend, append, merged, flatMap
  case replaceError, catchError, setFailureType

  static let input = [1, 1, 2, 3, 3, 3, 4, 1]

  var testDescription: String { rawValue }

  func apply(_ upstream: AnyPublisher<Int, Never>) -> AnyPublisher<Int, Never> {
    switch self {
    case .map: upstream.map { $0 * 10 }.eraseToAnyPublisher()
    case .compactMap: upstream.compactMap { $0 > 2 ? $0 : nil }.eraseToAnyPublisher()
    case .filter: upstream.filter { $0.isMultiple(of: 2) }.eraseToAnyPublisher()
    case .scan: upstream.scan(0, +).eraseToAnyPublisher()
    case .removeDuplicates: upstream.removeDuplicates().eraseToAnyPublisher()
    case .dropFirst: upstream.dropFirst(3).eraseToAnyPublisher()
    case .first: upstream.first().eraseToAnyPublisher()
    case .firstWhere: upstream.first { $0 > 2 }.eraseToAnyPublisher()
    case .prepend: upstream.prepend(-1, 0).eraseToAnyPublisher()
    case .append: upstream.append(9).eraseToAnyPublisher()
    case .merged: upstream.merge(with: Empty()).eraseToAnyPublisher()
    case .flatMap: upstream.flatMap { Just($0) }.eraseToAnyPublisher()
    case .replaceError:
      upstream.setFailureType(to: TestError.self).tryMap { $0 }.replaceError(with: 0).eraseToAnyPublisher()
    case .catchError:
      upstream.setFailureType(to: TestError.self).catch { _ in Just(0) }.eraseToAnyPublisher()
    case .setFailureType:
      upstream.setFailureType(to: TestError.self).replaceError(with: 0).eraseToAnyPublisher()
    }
  }

  var expected: [Int] {
    let input = Self.input
    return switch self {
    case .map: input.map { $0 * 10 }
    case .compactMap: [3, 3, 3, 4]
    case .filter: [2, 4]
    case .scan: [1, 2, 4, 7, 10, 13, 17, 18]
    case .removeDuplicates: [1, 2, 3, 4, 1]
    case .dropFirst: [3, 3, 3, 4, 1]
    case .first: [1]
    case .firstWhere: [3]
    case .prepend: [-1, 0] + input
    case .append: input + [9]
    case .merged, .flatMap, .replaceError, .catchError, .setFailureType: input
    }
  }
}

@Suite("Operators: values, demand, completion")
struct OperatorPipelineTests {
  @Test("Each operator publishes what Combine documents, then finishes", arguments: Pipeline.allCases)
  func publishes(_ pipeline: Pipeline) {
    let recorder = Recorder<Int, Never>()
    pipeline.apply(Pipeline.input.publisher.eraseToAnyPublisher()).subscribe(recorder)
    #expect(recorder.values == pipeline.expected)
    #expect(recorder.finished)
  }

  @Test(
    "Demand is honoured: a subscriber asking for one value at a time gets them as it asks", arguments: Pipeline.allCases
  )
  func honoursDemand(_ pipeline: Pipeline) {
    let recorder = Recorder<Int, Never>(demand: .max(1))
    pipeline.apply(Pipeline.input.publisher.eraseToAnyPublisher()).subscribe(recorder)
    #expect(recorder.values == Array(pipeline.expected.prefix(1)))
    recorder.request(.max(2))
    #expect(recorder.values == Array(pipeline.expected.prefix(3)))
    recorder.request(.unlimited)
    #expect(recorder.values == pipeline.expected && recorder.finished)
  }

  @Test("A subscriber that never asks gets nothing", arguments: Pipeline.allCases)
  func noDemandNoValues(_ pipeline: Pipeline) {
    let recorder = Recorder<Int, Never>(demand: .none)
    pipeline.apply(Pipeline.input.publisher.eraseToAnyPublisher()).subscribe(recorder)
    #expect(recorder.values.isEmpty)
  }

  @Test("Failure propagates through the operators that do not handle it")
  func failurePropagates() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<String, TestError>()
    subject.map { $0 * 2 }.filter { $0 > 0 }.removeDuplicates().scan("") { $0 + "\($1)" }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 7)))
    subject.send(2)
    #expect(recorder.values == ["2"])
    #expect(recorder.completion == .failure(TestError(code: 7)))
  }

  @Test("tryMap fails with what its closure throws, and stops")
  func tryMapThrows() {
    let recorder = Recorder<Int, any Error>()
    [1, 2, 3, 4].publisher.tryMap { value -> Int in
      if value == 3 { throw TestError(code: 3) }
      return value
    }.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    guard case .failure(let error)? = recorder.completion else {
      Issue.record("tryMap did not fail")
      return
    }
    #expect(error as? TestError == TestError(code: 3))
  }

  @Test("catch replaces a failed publisher with the handler's; replaceError with one value, then finishes")
  func catchAndReplaceError() {
    let subject = PassthroughSubject<Int, TestError>()
    let caught = Recorder<Int, Never>()
    let replaced = Recorder<Int, Never>()
    subject.catch { error in [error.code, 100].publisher }.subscribe(caught)
    subject.replaceError(with: -1).subscribe(replaced)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 5)))
    #expect(caught.values == [1, 5, 100] && caught.finished)
    #expect(replaced.values == [1, -1] && replaced.finished)
  }

  @Test("removeDuplicates drops consecutive equal values only; by: compares with a closure")
  func removeDuplicates() {
    var values: [String] = []
    _ = ["a", "a", "b", "a", "A", "b", "b"].publisher.removeDuplicates().sink { values.append($0) }
    #expect(values == ["a", "b", "a", "A", "b"])
    values = []
    _ = ["a", "A", "b", "B", "a"].publisher.removeDuplicates { $0.lowercased() == $1.lowercased() }
      .sink { values.append($0) }
    #expect(values == ["a", "b", "a"])
  }

  @Test("handleEvents sees the subscription, requests, values, completion and cancellation in order")
  func handleEvents() {
    var events: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let watched = subject.handleEvents(
      receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") }, receiveCancel: { events.append("cancel") },
      receiveRequest: { events.append("request \($0)") })
    let first = watched.sink { _ in }
    subject.send(1)
    first.cancel()
    let second = watched.sink { _ in }
    subject.send(completion: .finished)
    #expect(
      events == [
        "subscription", "request unlimited", "output 1", "cancel", "subscription", "request unlimited", "completion",
      ])
    _ = second
  }
}

@Suite("combineLatest")
struct CombineLatestTests {
  @Test("Publishes only once every upstream has published, then the latest of each at every new value")
  func latestOfEach() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var values: [String] = []
    let subscription = a.combineLatest(b).sink { values.append("\($0)\($1)") }
    a.send(1)
    a.send(2)
    #expect(values.isEmpty)
    b.send("x")
    a.send(3)
    b.send("y")
    #expect(values == ["2x", "3x", "3y"])
    _ = subscription
  }

  @Test("With three upstreams and a transform; finishes only when all have finished")
  func threeWithTransform() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(recorder)
    a.send(1)
    b.send(10)
    c.send(100)
    a.send(2)
    a.send(completion: .finished)
    b.send(20)
    b.send(completion: .finished)
    #expect(recorder.values == [111, 112, 122] && !recorder.finished)
    c.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test("Fails as soon as one upstream fails")
  func failsWithOne() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<(Int, Int), TestError>()
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(TestError(code: 2)))
    a.send(2)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion == .failure(TestError(code: 2)))
  }

  @Test("A subscriber asking for one value gets one")
  func demand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<(Int, Int), Never>(demand: .max(1))
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    b.send(4)
    #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 2]])
  }
}

@Suite("merge and flatMap")
struct MergeTests {
  @Test("merge interleaves values as they arrive, and finishes when every upstream has")
  func interleaves() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(4)
    #expect(recorder.values == [1, 2, 3, 4] && !recorder.finished)
    b.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test("MergeMany merges any number; merge(with:) of the same type makes one")
  func mergeMany() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    var values: [Int] = []
    let many = Publishers.MergeMany(subjects[0], subjects[1]).merge(with: subjects[2]).sink { values.append($0) }
    let same = subjects[0].merge(with: subjects[1]).sink { values.append($0 * 10) }
    subjects[2].send(1)
    subjects[1].send(2)
    subjects[0].send(3)
    #expect(values == [1, 2, 20, 3, 30])
    _ = (many, same)
  }

  @Test("merge fails as soon as one upstream fails; honours demand")
  func failureAndDemand() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let limited = Recorder<Int, TestError>(demand: .max(1))
    let all = Recorder<Int, TestError>()
    a.merge(with: b).subscribe(limited)
    a.merge(with: b).subscribe(all)
    a.send(1)
    b.send(2)
    a.send(completion: .failure(TestError(code: 1)))
    b.send(3)
    #expect(limited.values == [1])
    #expect(all.values == [1, 2] && all.completion == .failure(TestError(code: 1)))
  }

  @Test("flatMap subscribes to a publisher per value, at most maxPublishers at a time")
  func flatMapMaxPublishers() {
    let outer = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
    let recorder = Recorder<String, Never>()
    outer.flatMap(maxPublishers: .max(1)) { inners[$0] }.subscribe(recorder)
    outer.send(0)
    outer.send(1)  // Not asked for: the first inner publisher is still running.
    inners[0].send("a")
    inners[1].send("lost")
    inners[0].send(completion: .finished)
    outer.send(1)
    inners[1].send("b")
    outer.send(completion: .finished)
    #expect(recorder.values == ["a", "b"] && !recorder.finished)
    inners[1].send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test("switchToLatest publishes only the latest publisher's values, cancelling the one before")
  func switchToLatest() {
    let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var cancelled = false
    var values: [Int] = []
    let subscription = outer.switchToLatest().sink { values.append($0) }
    outer.send(first.handleEvents(receiveCancel: { cancelled = true }).eraseToAnyPublisher())
    first.send(1)
    outer.send(second.eraseToAnyPublisher())
    first.send(2)
    second.send(3)
    #expect(values == [1, 3] && cancelled)
    _ = subscription
  }
}

@Suite("Sources and sharing")
struct SourceTests {
  @Test("Future runs its closure once, at once, and gives every subscriber its result, later ones too")
  func future() {
    var runs = 0
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { fulfil in
      runs += 1
      promise = fulfil
    }
    var values: [Int] = []
    let early = future.sink { values.append($0) }
    promise?(.success(4))
    let late = future.sink { values.append($0 * 10) }
    #expect(runs == 1 && values == [4, 40])
    let failed = Recorder<Int, TestError>()
    Future<Int, TestError> { $0(.failure(TestError(code: 9))) }.subscribe(failed)
    #expect(failed.completion == .failure(TestError(code: 9)))
    _ = (early, late)
  }

  @Test("Deferred makes its publisher at each subscription, not before")
  func deferred() {
    var made = 0
    let deferred = Deferred {
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    var values: [Int] = []
    _ = deferred.sink { values.append($0) }
    _ = deferred.sink { values.append($0) }
    #expect(values == [1, 2])
  }

  @Test("Record plays back its output and completion to each subscriber")
  func record() {
    let record = Record<Int, TestError>(output: [1, 2], completion: .failure(TestError(code: 3)))
    let recorder = Recorder<Int, TestError>()
    record.subscribe(recorder)
    #expect(recorder.values == [1, 2] && recorder.completion == .failure(TestError(code: 3)))
  }

  @Test("share subscribes upstream once for all its subscribers")
  func share() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var values: [Int] = []
    let a = shared.sink { values.append($0) }
    let b = shared.sink { values.append($0 * 10) }
    subject.send(1)
    #expect(subscriptions == 1 && values == [1, 10])
    _ = (a, b)
  }

  @Test("makeConnectable publishes only once connected; autoconnect connects at the first subscriber")
  func connectable() {
    let connectable = [1, 2].publisher.makeConnectable()
    var values: [Int] = []
    let subscription = connectable.sink { values.append($0) }
    #expect(values.isEmpty)
    let connection = connectable.connect()
    #expect(values == [1, 2])
    _ = [3].publisher.makeConnectable().autoconnect().sink { values.append($0) }
    #expect(values == [1, 2, 3])
    _ = (subscription, connection)
  }
}

@Suite("Cancellation")
struct CancellationTests {
  final class Captured {}

  /// Operators whose closures capture an object, subscribed with a sink.
  enum Capturing: String, CaseIterable, CustomTestStringConvertible {
    case map, filter, compactMap, scan, handleEvents, removeDuplicates

    var testDescription: String { rawValue }

    func subscribe(_ subject: PassthroughSubject<Int, Never>, capturing object: Captured, count: @escaping () -> Void)
      -> AnyCancellable
    {
      switch self {
      case .map: subject.map { value in withExtendedLifetime(object) { value } }.sink { _ in count() }
      case .filter: subject.filter { _ in withExtendedLifetime(object) { true } }.sink { _ in count() }
      case .compactMap:
        subject.compactMap { value -> Int? in withExtendedLifetime(object) { value } }.sink { _ in count() }
      case .scan: subject.scan(0) { _, value in withExtendedLifetime(object) { value } }.sink { _ in count() }
      case .handleEvents:
        subject.handleEvents(receiveOutput: { _ in withExtendedLifetime(object) {} }).sink { _ in count() }
      case .removeDuplicates:
        subject.removeDuplicates { _, _ in withExtendedLifetime(object) { false } }.sink { _ in count() }
      }
    }
  }

  @Test("Cancelling stops delivery and releases the operator's closures", arguments: Capturing.allCases)
  func releasesClosures(_ kind: Capturing) {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakObject: Captured?
    var received = 0
    var subscription: AnyCancellable?
    do {
      let object = Captured()
      weakObject = object
      subscription = kind.subscribe(subject, capturing: object) { received += 1 }
    }
    subject.send(1)
    #expect(received == 1 && weakObject != nil)
    subscription?.cancel()
    subject.send(2)
    #expect(received == 1, "a cancelled subscription received a value")
    #expect(weakObject == nil, "the cancelled operator still holds its closure")
  }
}

@Suite("assign(to:)")
struct AssignToPublishedTests {
  final class Model: ObservableObject {
    @Published var value = 0
  }

  @Test("Writes each value through the object: objectWillChange, the property's publisher, the property")
  func writesThrough() {
    let model = Model()
    let subject = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let willChange = model.objectWillChange.sink { events.append("will change from \(model.value)") }
    let published = model.$value.sink { events.append("published \($0)") }
    subject.assign(to: &model.$value)
    subject.send(5)
    #expect(model.value == 5)
    #expect(events == ["published 0", "will change from 0", "published 5"])
    _ = (willChange, published)
  }

  @Test("Does not keep the object alive; the subscription ends with it")
  func doesNotRetain() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    weak var weakModel: Model?
    do {
      let model = Model()
      weakModel = model
      subject.handleEvents(receiveCancel: { cancelled = true }).assign(to: &model.$value)
      subject.send(1)
      #expect(model.value == 1)
    }
    #expect(weakModel == nil)
    #expect(cancelled)
    subject.send(2)
  }
}

@Suite("Thread safety")
struct ThreadSafetyTests {
  /// What the threads share: the subjects they send to, and what the sink saw.
  final class Shared: @unchecked Sendable {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let received = Mutex<[Int]>([])
    /// How many calls are inside the sink now, and whether two ever were at once.
    let inside = Mutex((now: 0, overlapped: false))
  }

  @Test("Values sent from many threads through merge and map all arrive, one call at a time")
  func concurrentSends() {
    let shared = Shared()
    let subscription = shared.a.merge(with: shared.b).map { $0 * 2 }.sink { value in
      shared.inside.withLock { inside in
        inside.now += 1
        if inside.now > 1 { inside.overlapped = true }
      }
      shared.received.withLock { $0.append(value) }
      shared.inside.withLock { $0.now -= 1 }
    }
    DispatchQueue.concurrentPerform(iterations: 2000) { index in
      (index.isMultiple(of: 2) ? shared.a : shared.b).send(index)
    }
    #expect(shared.received.withLock { $0.sorted() } == (0..<2000).map { $0 * 2 })
    #expect(!shared.inside.withLock { $0.overlapped })
    _ = subscription
  }
}
