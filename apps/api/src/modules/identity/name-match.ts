/**
 * Whether the names on an identity record are the account's: case, accents, apostrophes, other punctuation and order do
 * not matter, and a middle name on either side may be left out. Both the account's first and last names
 * must be among the record's names.
 */
export function namesMatch(
  account: { firstName: string; lastName: string },
  record: { firstName: string; lastName: string; middleName?: string | undefined },
): boolean {
  const words = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^a-z]+/)
      .filter(Boolean);
  const onRecord = new Set([record.firstName, record.lastName, record.middleName ?? ''].flatMap(words));
  const mine = [...words(account.firstName), ...words(account.lastName)];
  return mine.length > 0 && mine.every((word) => onRecord.has(word));
}
