export declare const ROBBER_SOLUTION: string;
export declare const ROBBER_COPY_COMMENT: string;
export declare const ROBBER_COPY: string;
export declare const MAXIMUM_SOLUTION: string;
export declare const REVERSE_SOLUTION: string;
