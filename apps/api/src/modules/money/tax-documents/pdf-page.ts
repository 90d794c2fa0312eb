import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { winAnsi } from "../receipts/receipt";

/*
 * The few drawing steps the tax documents share (pdf-lib, like the receipts): a heading, label
 * and value lines, a table that starts a new A4 page when it runs out of room, and small print.
 * Text goes through winAnsi() as the standard fonts need.
 */

const A4: [number, number] = [595.28, 841.89];
const LEFT = 48;
const BOTTOM = 60;
const GREY = rgb(0.35, 0.35, 0.35);

export type TableColumn = { title: string; x: number; align?: "right" };

export class TaxPdf {
  private page: PDFPage;
  private y = 790;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
  }

  static async create(title: string): Promise<TaxPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(title));
    pdf.setAuthor("Crewlance");
    const doc = new TaxPdf(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
    );
    doc.page.drawText("Crewlance", { x: LEFT, y: doc.y, size: 20, font: doc.bold, color: rgb(0.85, 0.47, 0.02) });
    doc.y -= 30;
    doc.page.drawText(winAnsi(title), { x: LEFT, y: doc.y, size: 14, font: doc.bold });
    doc.y -= 28;
    return doc;
  }

  private room(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage(A4);
    this.y = 790;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 8;
    this.page.drawText(winAnsi(text), { x: LEFT, y: this.y, size: 12, font: this.bold });
    this.y -= 20;
  }

  line(label: string, value: string) {
    this.room(18);
    this.page.drawText(winAnsi(label), { x: LEFT, y: this.y, size: 10, font: this.bold, color: GREY });
    this.page.drawText(winAnsi(value).slice(0, 80), { x: 210, y: this.y, size: 10, font: this.regular });
    this.y -= 17;
  }

  table(columns: TableColumn[], rows: string[][], total?: string[]) {
    const draw = (cells: string[], font: PDFFont) => {
      this.room(16);
      cells.forEach((text, index) => {
        const column = columns[index]!;
        const safe = winAnsi(text);
        const x = column.align === "right" ? column.x - font.widthOfTextAtSize(safe, 9) : column.x;
        this.page.drawText(safe, { x, y: this.y, size: 9, font });
      });
      this.y -= 15;
    };
    draw(
      columns.map((c) => c.title),
      this.bold,
    );
    for (const row of rows) draw(row, this.regular);
    if (total) draw(total, this.bold);
    this.y -= 6;
  }

  note(text: string) {
    this.room(14);
    this.page.drawText(winAnsi(text), { x: LEFT, y: this.y, size: 8, font: this.regular, color: GREY });
    this.y -= 12;
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
