"""The judgement half of the Laws: where the director rules and the engine does the work.

The Laws leave these rulings to the director: a contested claim (70, 71), unauthorised
information (16B), misinformation (21, 40, 75) and adjusted scores (12C). bridgelaws does not
decide them. It works out what can be worked out (the tricks a claim's line wins on the
cards, the arithmetic of a weighted score) and shows it to the director beside his own
findings.

* :mod:`bridgelaws.judgement.claims`: a claim checked against the cards (Law 70).
"""
