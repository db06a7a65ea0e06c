import LazyScrollTerminal

// libFuzzer entry point for the terminal input parser. Terminals deliver input in reads of any size, so
// however the same bytes are split across `parse(_:)` calls the events must be the same as parsing them
// in one call; the fuzzer supplies arbitrary bytes (garbage, truncated escape sequences, invalid UTF-8,
// bracketed pastes) and the split points.

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollInputParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var whole = InputParser()
    let expected = whole.parse(bytes) + whole.flushPending()

    // One byte per read: the most splits there can be.
    var single = InputParser()
    var events: [InputEvent] = []
    for byte in bytes { events += single.parse(CollectionOfOne(byte)) }
    events += single.flushPending()
    guard events == expected else {
        fatalError("byte-at-a-time parse differs: \(events) vs \(expected) for \(bytes)")
    }

    // Split points drawn from the bytes themselves, so a crashing input replays the same splits.
    var random = SplitMix64(seed: bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    var parser = InputParser()
    events = []
    var start = 0
    var splits: [Int] = []
    while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 0...12, using: &random))
        events += parser.parse(bytes[start..<end])
        splits.append(end)
        start = end
    }
    events += parser.flushPending()
    guard events == expected else {
        fatalError("split parse differs at \(splits): \(events) vs \(expected) for \(bytes)")
    }
    return 0
}
