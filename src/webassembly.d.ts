/**
 * The part of the WebAssembly JavaScript API the project uses (Node has it built in; the
 * TypeScript declarations come only with the DOM library, which this project leaves out).
 */
declare namespace WebAssembly {
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer;
  }
  class Module {
    constructor(bytes: ArrayBufferView | ArrayBuffer);
  }
  class Global {
    readonly value: number;
  }
  type Imports = Record<string, Record<string, Memory | ((...args: number[]) => void)>>;
  class Instance {
    constructor(module: Module, imports?: Imports);
    readonly exports: Record<string, Global | ((...args: number[]) => number)>;
  }
}
