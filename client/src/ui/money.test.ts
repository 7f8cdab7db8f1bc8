import { centsOrNull, centsToInput, isNegative, lineAmountCents, moneyProblem, parseMoney, parseQuantity, quantityProblem, thousandthsToInput } from './money';

describe('money typed in dollars', () => {
  it('reads the digits into cents exactly, commas and a dollar sign allowed', () => {
    expect(parseMoney('1,234.56')).toBe(123456);
    expect(parseMoney('$1234.5')).toBe(123450);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 80 ')).toBe(8000);
    expect(parseMoney('1,000,000,000.00')).toBe(100_000_000_000);
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('12,34')).toBeNull();
    expect(parseMoney('ten')).toBeNull();
  });

  it('writes cents back for an input, and leaves an optional field empty as null', () => {
    expect(centsToInput(123450)).toBe('1234.50');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(null)).toBe('');
    expect(centsOrNull('  ')).toBeNull();
    expect(centsOrNull('12.3')).toBe(1230);
  });

  it('says what is wrong with an amount', () => {
    expect(moneyProblem('')).toBeNull();
    expect(moneyProblem('', { required: true })).toBe('Enter the amount.');
    expect(moneyProblem('-1')).toBe('Enter an amount of 0 or more.');
    expect(moneyProblem('12.345')).toBe('Enter an amount like 1,234.56.');
    expect(moneyProblem('1,000,000,000.01')).toBe('Enter an amount up to $1,000,000,000.00.');
    expect(moneyProblem('1,000,000,000.00')).toBeNull();
    expect(moneyProblem('-$80')).toBe('Enter an amount of 0 or more.');
    expect(moneyProblem('-abc', { example: 'Like 250.00' })).toBe('Like 250.00');
    // Another limit says its amount with the currency, as every message about money does.
    expect(moneyProblem('950.26', { max: 95_025 })).toBe('Enter an amount up to $950.25.');
  });

  it('tells a negative number from text that is no number', () => {
    for (const text of ['-5', ' - 1.5', '-$80', '$-80', '-.5']) expect(isNegative(text)).toBe(true);
    for (const text of ['5', '-', '-abc', 'a-5', '']) expect(isNegative(text)).toBe(false);
    expect(quantityProblem('-1.5')).toBe('Enter a quantity of 0 or more.');
    expect(quantityProblem('-2', { noun: 'hours' })).toBe('Enter hours of 0 or more.');
    expect(quantityProblem('an hour')).toBe('Like 1.5');
    expect(quantityProblem('1.5')).toBeNull();
  });

  it('reads quantities in thousandths and prices them half-up to the cent', () => {
    expect(parseQuantity('1.5')).toBe(1500);
    expect(parseQuantity('80')).toBe(80000);
    expect(parseQuantity('1.2345')).toBeNull();
    expect(lineAmountCents(80000, 2550)).toBe(204000);
    expect(lineAmountCents(1500, 333)).toBe(500); // 499.5 rounds up
    expect(thousandthsToInput(1500)).toBe('1.5');
    expect(thousandthsToInput(80000)).toBe('80');
    expect(thousandthsToInput(2005)).toBe('2.005');
    expect(thousandthsToInput(null)).toBe('');
  });
});
