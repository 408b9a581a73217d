export declare const HELLO_GREETING: string;

export interface HelloOptions {
  /** What every test expects and the accepted submission prints (an author changing the tests). */
  greeting?: string;
  /** Only the secret test's answer (a package whose accepted submission then fails). */
  secretAnswer?: string;
  name?: string;
}

/** Writes the hello package into `dir` (which may exist) and answers `dir`. */
export declare function writeHelloPackage(dir: string, options?: HelloOptions): string;

/** Every file of `dir` in a zip, under the folder `folderName`. */
export declare function zipFolder(dir: string, folderName: string): Promise<Buffer>;
