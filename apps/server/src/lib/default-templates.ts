import type { Language } from '@codepath/contract/enums';

/** Starter code for packages without templates/: read standard input, write standard output. */
export const DEFAULT_TEMPLATES: Readonly<Record<Language, string>> = {
  python: `import sys


def main():
    data = sys.stdin.read().split()
    # Read the input as the statement describes and print the answer.


if __name__ == "__main__":
    main()
`,
  c: `#include <stdio.h>

int main(void) {
    /* Read the input with scanf as the statement describes and print the answer with printf. */
    return 0;
}
`,
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input with cin as the statement describes and print the answer with cout.
    return 0;
}
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // Read the input as the statement describes and print the answer with System.out.
    }
}
`,
};
