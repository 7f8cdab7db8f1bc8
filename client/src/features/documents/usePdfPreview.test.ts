import { renderHook, waitFor } from '@testing-library/react';
import { usePdfPreview } from './usePdfPreview';

const openPdf = jest.fn();
jest.mock('./pdfjs', () => ({ openPdf: (data: ArrayBuffer) => openPdf(data) }));

const fakePdf = { numPages: 3, destroy: jest.fn(() => Promise.resolve()), getPage: jest.fn() };

beforeEach(() => {
  openPdf.mockReset();
  global.fetch = jest.fn();
});

describe('usePdfPreview', () => {
  it('reads the preview with the session and opens it with pdf.js, then reports its pages', async () => {
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
    openPdf.mockResolvedValue(fakePdf);
    const { result } = renderHook(() => usePdfPreview('/api/files/d1/preview', 1, 600));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', pageCount: 3 }));
    expect(global.fetch).toHaveBeenCalledWith('/api/files/d1/preview', { credentials: 'same-origin' });
    expect(openPdf).toHaveBeenCalledWith(expect.any(ArrayBuffer));
  });

  it('fails when the file cannot be read or is no PDF pdf.js can open', async () => {
    (global.fetch as jest.Mock).mockResolvedValueOnce({ ok: false, status: 404 });
    const missing = renderHook(() => usePdfPreview('/api/files/gone/preview', 1, 600));
    await waitFor(() => expect(missing.result.current.state).toEqual({ status: 'failed' }));
    expect(openPdf).not.toHaveBeenCalled();

    (global.fetch as jest.Mock).mockResolvedValueOnce({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
    openPdf.mockRejectedValueOnce(new Error('Invalid PDF structure.'));
    const broken = renderHook(() => usePdfPreview('/api/files/broken/preview', 1, 600));
    await waitFor(() => expect(broken.result.current.state).toEqual({ status: 'failed' }));
  });
});
