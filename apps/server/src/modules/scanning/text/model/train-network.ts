/**
 * A member's network while it trains (text-model.ts), in double precision, by AdaGrad like
 * the linear part. Embeddings start at zero, so a feature never seen in training adds nothing; the hidden
 * layer starts from seeded random weights and a small positive bias, so every unit passes a
 * gradient from the first row.
 */
/**
 * One AdaGrad step on `values[at]` for gradient `g`: its squares add up in `squares[at]`,
 * and the step shrinks as they grow. The linear part (train-member.ts) and the network take
 * the same step.
 */
export function adagradStep(
  values: Float64Array,
  squares: Float64Array,
  at: number,
  g: number,
  rate: number,
): void {
  squares[at] = (squares[at] as number) + g * g;
  values[at] = (values[at] as number) - (rate * g) / Math.sqrt((squares[at] as number) + 1e-8);
}

export class TrainingNetwork {
  readonly embeddings: Float64Array;
  readonly hiddenWeights: Float64Array;
  readonly hiddenBias: Float64Array;
  readonly outputWeights: Float64Array;
  private readonly squares: {
    embeddings: Float64Array;
    hiddenWeights: Float64Array;
    hiddenBias: Float64Array;
    outputWeights: Float64Array;
  };
  private readonly summed: Float64Array;
  private readonly units: Float64Array;
  private readonly dims: number;
  private readonly hidden: number;

  constructor(
    { dims, hidden }: { dims: number; hidden: number },
    private readonly outputs: number,
    rows: number,
    random: () => number,
  ) {
    this.dims = dims;
    this.hidden = hidden;
    this.embeddings = new Float64Array(rows * dims);
    const spread = (fanIn: number, fanOut: number): number => Math.sqrt(6 / (fanIn + fanOut));
    this.hiddenWeights = Float64Array.from(
      { length: hidden * dims },
      () => (random() * 2 - 1) * spread(dims, hidden),
    );
    this.hiddenBias = new Float64Array(hidden).fill(0.1);
    this.outputWeights = Float64Array.from(
      { length: outputs * hidden },
      () => (random() * 2 - 1) * spread(hidden, outputs),
    );
    this.squares = {
      embeddings: new Float64Array(rows * dims),
      hiddenWeights: new Float64Array(hidden * dims),
      hiddenBias: new Float64Array(hidden),
      outputWeights: new Float64Array(outputs * hidden),
    };
    this.summed = new Float64Array(dims);
    this.units = new Float64Array(hidden);
  }

  forward(rows: Int32Array, norm: number): void {
    const { dims, hidden, summed, units } = this;
    summed.fill(0);
    for (const row of rows) {
      const offset = row * dims;
      for (let dim = 0; dim < dims; dim += 1) {
        summed[dim] = (summed[dim] as number) + (this.embeddings[offset + dim] as number);
      }
    }
    for (let dim = 0; dim < dims; dim += 1) summed[dim] = (summed[dim] as number) * norm;
    for (let unit = 0; unit < hidden; unit += 1) {
      let value = this.hiddenBias[unit] as number;
      for (let dim = 0; dim < dims; dim += 1) {
        value += (this.hiddenWeights[unit * dims + dim] as number) * (summed[dim] as number);
      }
      units[unit] = Math.max(0, value);
    }
  }

  logit(output: number): number {
    let value = 0;
    for (let unit = 0; unit < this.hidden; unit += 1) {
      value +=
        (this.outputWeights[output * this.hidden + unit] as number) * (this.units[unit] as number);
    }
    return value;
  }

  backward(
    rows: Int32Array,
    norm: number,
    gradients: Float64Array,
    rate: number,
    l2: number,
  ): void {
    const { dims, hidden, summed, units, squares } = this;
    const step = (values: Float64Array, sq: Float64Array, at: number, g: number): void =>
      adagradStep(values, sq, at, g, rate);
    const unitGradients = new Float64Array(hidden);
    for (let unit = 0; unit < hidden; unit += 1) {
      if ((units[unit] as number) <= 0) continue;
      let g = 0;
      for (let output = 0; output < this.outputs; output += 1) {
        g += (gradients[output] as number) * (this.outputWeights[output * hidden + unit] as number);
      }
      unitGradients[unit] = g;
    }
    for (let output = 0; output < this.outputs; output += 1) {
      const gradient = gradients[output] as number;
      if (gradient === 0) continue;
      for (let unit = 0; unit < hidden; unit += 1) {
        step(
          this.outputWeights,
          squares.outputWeights,
          output * hidden + unit,
          gradient * (units[unit] as number),
        );
      }
    }
    const embeddingGradient = new Float64Array(dims);
    for (let unit = 0; unit < hidden; unit += 1) {
      const g = unitGradients[unit] as number;
      if (g === 0) continue;
      for (let dim = 0; dim < dims; dim += 1) {
        embeddingGradient[dim] =
          (embeddingGradient[dim] as number) +
          g * (this.hiddenWeights[unit * dims + dim] as number);
        step(
          this.hiddenWeights,
          squares.hiddenWeights,
          unit * dims + dim,
          g * (summed[dim] as number),
        );
      }
      step(this.hiddenBias, squares.hiddenBias, unit, g);
    }
    for (const row of rows) {
      const offset = row * dims;
      for (let dim = 0; dim < dims; dim += 1) {
        const g =
          (embeddingGradient[dim] as number) * norm +
          l2 * (this.embeddings[offset + dim] as number);
        step(this.embeddings, squares.embeddings, offset + dim, g);
      }
    }
  }
}
