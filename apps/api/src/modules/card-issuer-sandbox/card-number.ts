import { randomInt } from 'node:crypto';

/** The digit that makes `body` + digit pass Luhn's check. */
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Counting from the right of the finished number, the check digit is position 0: double the odd ones.
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 16-digit Visa number (4...) that passes Luhn's check: random, as an issuer's would be. */
export function newVisaNumber(): string {
  let body = '4';
  while (body.length < 15) body += String(randomInt(0, 10));
  return `${body}${luhnDigit(body)}`;
}

export function newCvv(): string {
  return String(randomInt(0, 1000)).padStart(3, '0');
}
