/**
 * Significant digits kept of a long number. A double's rounding boundaries have
 * at most 767 significant decimal digits, so the digits beyond these only matter
 * as "some were not zero", which one extra digit keeps.
 */
const KEPT_DIGITS = 800;
/** Beyond this an exponent gives infinity or zero whatever the digits (a token has at most 2^25 of them). */
const EXPONENT_CAP = 1_000_000_000;

type Part = 'start' | 'sign' | 'integer' | 'fraction' | 'exponent-mark' | 'exponent-sign' | 'exponent';

/**
 * Reads a decimal number's text a byte at a time, in the shape the default
 * validator accepts (`[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`), into a short text
 * with the same value as a double, so a number of any length is compared in bounded memory.
 */
export class DecimalText {
  private part: Part = 'start';
  private isShapeless = false;
  private hasMantissaDigit = false;
  private isNegative = false;
  private digits = '';
  private hasDroppedNonZero = false;
  /** The value is digits × 10^(scale + exponent). */
  private scale = 0;
  private exponent = 0;
  private isExponentNegative = false;

  push(byte: number): void {
    if (this.isShapeless) return;
    const isDigit = byte >= 0x30 && byte <= 0x39;
    const isSign = byte === 0x2b || byte === 0x2d;
    const part = this.part;
    if (isDigit && (part === 'start' || part === 'sign' || part === 'integer' || part === 'fraction')) {
      this.pushMantissaDigit(byte, part === 'fraction');
      if (part !== 'fraction') this.part = 'integer';
    } else if (isDigit && part !== 'start' && part !== 'sign') {
      this.exponent = Math.min(EXPONENT_CAP, this.exponent * 10 + (byte - 0x30));
      this.part = 'exponent';
    } else if (isSign && part === 'start') {
      this.isNegative = byte === 0x2d;
      this.part = 'sign';
    } else if (isSign && part === 'exponent-mark') {
      this.isExponentNegative = byte === 0x2d;
      this.part = 'exponent-sign';
    } else if (byte === 0x2e && (part === 'start' || part === 'sign' || part === 'integer')) {
      this.part = 'fraction';
    } else if ((byte === 0x65 || byte === 0x45) && this.hasMantissaDigit && (part === 'integer' || part === 'fraction')) {
      this.part = 'exponent-mark';
    } else {
      this.isShapeless = true;
    }
  }

  /** The number's text, shortened; undefined when what was pushed is not a decimal number. */
  text(): string | undefined {
    const isComplete = this.hasMantissaDigit && (this.part === 'integer' || this.part === 'fraction' || this.part === 'exponent');
    if (this.isShapeless || !isComplete) return undefined;
    const digits = `${this.digits || '0'}${this.hasDroppedNonZero ? '1' : ''}`;
    const power = this.scale - (this.hasDroppedNonZero ? 1 : 0) + (this.isExponentNegative ? -this.exponent : this.exponent);
    return `${this.isNegative ? '-' : ''}${digits}e${power}`;
  }

  private pushMantissaDigit(byte: number, isFraction: boolean): void {
    this.hasMantissaDigit = true;
    const isLeadingZero = byte === 0x30 && this.digits.length === 0;
    if (isLeadingZero || this.digits.length < KEPT_DIGITS) {
      if (!isLeadingZero) this.digits += String.fromCharCode(byte);
      if (isFraction) this.scale -= 1;
    } else {
      if (byte !== 0x30) this.hasDroppedNonZero = true;
      if (!isFraction) this.scale += 1;
    }
  }
}
