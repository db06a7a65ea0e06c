// libFuzzer entry point for grids and masonries, alone and in a virtualizer. The work is in
// Tests/LazyScrollTests/Support/GridFuzzInput.swift, which the tests compile too (FuzzRegressionTests
// replays the saved inputs of Fuzz/Regressions/grid); a mismatch with the model calls fatalError
// (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollGridFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runGridFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
