"""English agreements, part 2: employment contract (UK), tenancy (SG), loan agreement (IN)."""

from __future__ import annotations

from core import Stream
from docs_en_con import en_contract
from fmt import dec, fdate, money, words_amount


def employment(st: Stream, er, ee_name, ee_addr, date, start, salary, ref):
    pre = [
        f"This contract is made on {fdate(date, 'd_month_y')} between:",
        f"(1)  {er['name']} (company number {er['co']}) whose registered office is at "
        f"{', '.join(er['addr'])} "
        '(the "Employer"); and',
        f'(2)  {ee_name} of {ee_addr} (the "Employee").',
        "This document sets out the main terms of your employment and forms the written statement of "
        "particulars required by section 1 of the Employment Rights Act 1996.",
    ]
    clauses = [
        (
            "Commencement and continuous employment",
            [
                f"Your employment will begin on {fdate(start, 'd_month_y')}. No previous employment counts "
                "as part "
                "of your period of continuous employment."
            ],
        ),
        (
            "Job title and duties",
            [
                "You are employed as Senior Data Engineer reporting to the Head of Platform. You "
                "may be required to undertake other duties reasonably within your capabilities."
            ],
        ),
        (
            "Probationary period",
            [
                "The first six months of employment are probationary. During probation either "
                "party may end the employment by giving one week's written notice."
            ],
        ),
        (
            "Place of work",
            [
                "Your normal place of work is our office in Manchester. Hybrid working of up to three "
                "days per week from home is permitted under the Hybrid Working Policy."
            ],
        ),
        (
            "Salary",
            [
                f"Your salary is GBP {money(salary)} per annum, paid monthly in arrears on or around the "
                "25th "
                "of each month by credit transfer. Salary is reviewed annually in April; there is no "
                "obligation to increase it."
            ],
        ),
        (
            "Hours of work",
            [
                "Normal hours are 9:00 to 17:30, Monday to Friday, with an unpaid lunch break of one "
                "hour. You may be required to work additional hours without extra pay to meet the "
                "needs of the business."
            ],
        ),
        (
            "Holidays",
            [
                "The holiday year runs from 1 January to 31 December. You are entitled to 25 working days' "
                "paid holiday in each holiday year plus the usual public holidays in England."
            ],
        ),
        (
            "Sickness absence",
            [
                "If you are absent through illness you must notify your manager by 10:00 on the "
                "first day of absence. Statutory sick pay is payable subject to the qualifying "
                "conditions; company sick pay is discretionary."
            ],
        ),
        (
            "Pension",
            [
                "You will be auto-enrolled in the Employer's workplace pension scheme. The Employer "
                "contributes 5% of qualifying earnings."
            ],
        ),
        (
            "Termination",
            [
                "After probation, you must give one month's written notice to end your employment. The "
                "Employer must give one month's notice, or statutory notice if greater."
            ],
        ),
        (
            "Confidentiality and intellectual property",
            [
                "You must not, during or after employment, disclose any confidential information of the "
                "Employer. "
                "All intellectual property created in the course of employment belongs to the Employer."
            ],
        ),
        (
            "Disciplinary and grievance",
            [
                "The disciplinary and grievance procedures are in the Staff Handbook, "
                "which does not form part of this contract."
            ],
        ),
        ("Collective agreements", ["There are no collective agreements affecting your terms of employment."]),
        (
            "Expenses",
            [
                "The Employer will reimburse reasonable expenses properly incurred in the performance of "
                "your "
                "duties, subject to production of receipts in accordance with the Expenses Policy."
            ],
        ),
        (
            "Data protection",
            [
                "The Employer will process personal data about you in accordance with its Privacy "
                "Notice for Employees, a copy of which has been provided to you."
            ],
        ),
        (
            "Notices",
            [
                "Notices under this contract must be in writing and may be delivered by hand, by first class "
                "post to the last known address, or by e-mail to the recipient's work e-mail address."
            ],
        ),
        (
            "Entire agreement",
            [
                "This contract, together with the offer letter dated 28 May 2024, constitutes the "
                "entire agreement between the parties and supersedes any earlier arrangements."
            ],
        ),
        (
            "Governing law",
            [
                "This contract is governed by the law of England and Wales and the parties submit to the "
                "exclusive jurisdiction of the courts of England and Wales."
            ],
        ),
        ("break", None),
    ]
    signers = [
        ("Signed for the Employer", er["name"], "Laura Benson", "Head of People"),
        ("Signed by the Employee", "", ee_name, "Senior Data Engineer"),
    ]
    en_contract(
        st,
        title="CONTRACT OF EMPLOYMENT",
        ref=ref,
        ref_label="Our ref:",
        preamble=pre,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        a_name=er["name"],
        b_name=ee_name,
        numbered=True,
        running=f"{er['name']} - Contract of Employment - {ee_name} - Private & Confidential",
    )


def tenancy_sg(st: Stream, ll, tn, date, start, months, rent, premises, ref):
    total = dec(dec(rent) * months)
    st.add_check("rent", [rent] * months, total)
    pre = [
        f"THIS TENANCY AGREEMENT is made the {fdate(date, 'ord_of')}",
        f'BETWEEN {ll["name"]} (UEN 201711583M), of {", ".join(ll["addr"])} (hereinafter called "the '
        'Landlord") of the one part',
        f'AND {tn["name"]} (UEN 199805724R), of {", ".join(tn["addr"])} (hereinafter called "the Tenant") of '
        "the other part.",
    ]
    clauses = [
        (
            "Premises and term",
            [
                f'The Landlord lets and the Tenant takes the premises known as {premises} ("the Premises") '
                "for a term "
                f"of {months} months commencing on {fdate(start, 'd_month_y')}."
            ],
        ),
        (
            "Rent",
            [
                f"The monthly rent is S${money(rent)} exclusive of GST, payable in advance on the first day "
                "of each "
                f"calendar month without deduction. The total rent for the term is S${money(total)} "
                "(Singapore "
                f"Dollars {words_amount(total, 'Dollars', 'Cents', only=True).replace(' Dollars', '')}).",
                "GST at the prevailing rate shall be paid by the Tenant together with each instalment of "
                "rent.",
            ],
        ),
        (
            "Security deposit",
            [
                f"The Tenant shall on signing pay a deposit of S${money(dec(rent) * 3)}, equivalent to "
                "three months' rent, to be held free of interest and refunded at the end of the term "
                "less any sums due to the Landlord."
            ],
        ),
        (
            "Tenant's covenants",
            [
                "To pay the rent on the days and in the manner provided; to pay all charges for "
                "electricity, water and "
                "telecommunication services; to keep the interior of the Premises in good and tenantable "
                "repair.",
                "Not to assign, sublet or part with possession of the Premises without the prior written "
                "consent of "
                "the Landlord; to use the Premises only as a laboratory and office.",
                "To permit the Landlord at reasonable times and on 48 hours' notice to enter and view the "
                "condition of "
                "the Premises.",
            ],
        ),
        (
            "Landlord's covenants",
            [
                "To pay property tax and management fees, to keep the Premises insured against "
                "fire, and to permit quiet enjoyment by the Tenant while it performs its "
                "covenants."
            ],
        ),
        ("break", None),
        (
            "Option to renew",
            [
                "The Landlord shall on written request made not less than three months before expiry "
                "grant a further term of two years at a rent to be agreed at prevailing market rate."
            ],
        ),
        (
            "Stamp duty and costs",
            [
                "Stamp duty on this Agreement shall be borne by the Tenant. Each party bears its "
                "own legal costs."
            ],
        ),
        ("Governing law", ["This Agreement is governed by the laws of the Republic of Singapore."]),
    ]
    signers = [
        ("THE LANDLORD", ll["name"], "Tan Wei Ming", "Director"),
        ("THE TENANT", tn["name"], "Dr. Priya Nair", "Chief Executive Officer"),
    ]
    en_contract(
        st,
        title="TENANCY AGREEMENT",
        ref=ref,
        ref_label="Our Ref:",
        preamble=pre,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        date_in_sign=False,
        a_name=ll["name"],
        b_name=tn["name"],
        amount=money(total, ""),
        running=f"Tenancy Agreement - {premises}",
        numbered=True,
    )


def loan_in(st: Stream, lender, borrower, date, principal, ref):
    p = dec(principal)
    pre = [
        f"This Loan Agreement is executed at Pune on this {fdate(date, 'ord_of_c')}",
        f"BY AND BETWEEN {lender['name']}, a company incorporated under the Companies Act, 2013, having its "
        f'registered office at {", ".join(lender["addr"])} (hereinafter referred to as the "Lender", which '
        "expression shall include its successors and assigns) of the FIRST PART;",
        f"AND {borrower['name']}, a company incorporated under the Companies Act, 2013, having its "
        "registered "
        f'office at {", ".join(borrower["addr"])} (hereinafter referred to as the "Borrower") of the SECOND '
        "PART.",
    ]
    rec = [
        "The Borrower has requested the Lender to grant an inter-corporate loan for working capital "
        "purposes.",
        "The Lender has agreed to grant the loan on the terms and conditions set out herein.",
    ]
    clauses = [
        (
            "Loan",
            [
                f"The Lender agrees to lend to the Borrower a sum of Rs. {money(p, indian=True)} ("
                f'{words_amount(p, "Rupees", "Paise", indian=True)}) (the "Loan"), to be disbursed in one '
                "tranche by RTGS within seven days of execution of this Agreement."
            ],
        ),
        (
            "Interest",
            [
                "The Loan shall carry simple interest at the rate of 11.5% per annum, computed on the "
                "outstanding principal on the basis of a 365-day year and payable quarterly. Tax deducted at "
                "source shall be deducted as per the Income-tax Act, 1961."
            ],
        ),
        (
            "Repayment",
            [
                "The Borrower shall repay the Loan in eight equal quarterly instalments commencing from the "
                "end of the fifth month after disbursement. The Borrower may prepay the Loan in whole or in "
                "part without penalty on fifteen days' notice."
            ],
        ),
        (
            "Security",
            [
                "The Loan shall be secured by a first charge on the current assets of the Borrower and by a "
                "demand promissory note executed in favour of the Lender."
            ],
        ),
        (
            "Covenants",
            [
                "The Borrower shall utilise the Loan only for the stated purpose, furnish quarterly "
                "financial "
                "statements, and shall not create any further charge on the secured assets without the "
                "Lender's prior written consent."
            ],
        ),
        (
            "Events of Default",
            [
                "Non-payment of any instalment within 15 days of its due date, breach of covenant, "
                "insolvency or winding-up proceedings shall constitute events of default, upon which "
                "the entire outstanding amount shall become immediately due."
            ],
        ),
        (
            "Default Interest",
            ["Overdue amounts shall bear additional interest at 2% per annum above the applicable rate."],
        ),
        ("break", None),
        (
            "Stamp Duty",
            [
                "This Agreement shall be stamped as per the Maharashtra Stamp Act, 1958, at the cost of "
                "the Borrower."
            ],
        ),
        (
            "Jurisdiction",
            [
                "This Agreement is governed by the laws of India and the courts at Pune shall have "
                "exclusive jurisdiction."
            ],
        ),
    ]
    signers = [
        ("For the LENDER", lender["name"], "Anand Kulkarni", "Director (DIN 06718324)"),
        ("For the BORROWER", borrower["name"], "Meera Deshpande", "Managing Director (DIN 07294011)"),
        ("Witness 1", "", "Sandeep Joshi", "Chartered Accountant"),
        ("Witness 2", "", "Pooja Kale", "Advocate"),
    ]
    en_contract(
        st,
        title="LOAN AGREEMENT",
        ref=ref,
        ref_label="Agreement No.",
        preamble=pre,
        recitals=rec,
        clauses=clauses,
        signers=signers,
        sign_date=date,
        date_in_sign=False,
        a_name=lender["name"],
        b_name=borrower["name"],
        amount=money(p, ""),
        numbered=True,
        running=f"Loan Agreement {ref}",
    )
