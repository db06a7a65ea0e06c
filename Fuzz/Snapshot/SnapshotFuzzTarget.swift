// libFuzzer entry point for decoding saved positions from any bytes. The work is in
// Tests/LazyScrollTests/Support/SnapshotFuzzInput.swift, which the tests compile too (FuzzRegressionTests
// replays the saved inputs of Fuzz/Regressions/snapshot); a mismatch with the model calls fatalError
// (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollSnapshotFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runSnapshotFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
