// libFuzzer entry point for the engine. The work is in Tests/LazyScrollTests/Support/EngineFuzzInput.swift,
// which the tests compile too: the fuzzer explores operation streams on a Virtualizer or MeasuredExtents,
// checked after every operation against the brute-force ReferenceLayout by the same scenario code the
// tests run, and a mismatch calls fatalError (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollEngineFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runEngineFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
