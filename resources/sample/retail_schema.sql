-- Assay sample database: "Northwind Outfitters", a retailer with stores in several regions and
-- an online shop. The comments on the same line as a column describe it; Assay reads them as
-- column comments (SQLite has no COMMENT statement). Data is created by core/sample.

CREATE TABLE regions ( -- Sales regions; a lookup table used by stores and customers
    region_id   INTEGER PRIMARY KEY, -- Region identifier
    name        TEXT NOT NULL UNIQUE, -- Region name, e.g. 'Central Europe'
    country_group TEXT NOT NULL -- Continent or market the region belongs to
);

CREATE TABLE stores ( -- Physical stores and the online shop, each in one region
    store_id    INTEGER PRIMARY KEY, -- Store identifier
    name        TEXT NOT NULL, -- Store name, e.g. 'Berlin Mitte'
    city        TEXT NOT NULL, -- City the store is in ('Online' for the web shop)
    country     TEXT NOT NULL, -- Country of the store
    region_id   INTEGER NOT NULL REFERENCES regions(region_id), -- Region the store belongs to
    store_type  TEXT NOT NULL, -- 'flagship', 'mall', 'outlet' or 'online'
    opened_on   DATE NOT NULL, -- Date the store opened
    floor_area_m2 INTEGER -- Sales floor area in square metres; NULL for the online shop
);

CREATE TABLE categories ( -- Product categories in two levels (department > category)
    category_id INTEGER PRIMARY KEY, -- Category identifier
    name        TEXT NOT NULL, -- Category name, e.g. 'Headphones'
    parent_id   INTEGER REFERENCES categories(category_id) -- The department above; NULL for departments
);

CREATE TABLE suppliers ( -- Companies that supply products
    supplier_id INTEGER PRIMARY KEY, -- Supplier identifier
    name        TEXT NOT NULL, -- Company name
    country     TEXT NOT NULL, -- Country the supplier ships from
    rating      REAL -- Quality rating from 1 (poor) to 5 (excellent)
);

CREATE TABLE products ( -- Products sold in stores and online
    product_id  INTEGER PRIMARY KEY, -- Product identifier
    sku         TEXT NOT NULL UNIQUE, -- Stock keeping unit code
    name        TEXT NOT NULL, -- Product name
    category_id INTEGER NOT NULL REFERENCES categories(category_id), -- Category (second level)
    brand       TEXT NOT NULL, -- Brand name
    list_price  NUMERIC(10,2) NOT NULL, -- Regular selling price in EUR
    unit_cost   NUMERIC(10,2) NOT NULL, -- Purchase cost per unit in EUR
    launched_on DATE NOT NULL, -- Date the product was first sold
    discontinued INTEGER NOT NULL DEFAULT 0 -- 1 when no longer sold
);

CREATE TABLE product_suppliers ( -- Which suppliers deliver which products (many-to-many)
    product_id  INTEGER NOT NULL REFERENCES products(product_id), -- The product
    supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id), -- A supplier of it
    supply_cost NUMERIC(10,2) NOT NULL, -- Price this supplier charges per unit in EUR
    lead_time_days INTEGER NOT NULL, -- Days from order to delivery
    is_primary  INTEGER NOT NULL DEFAULT 0, -- 1 for the preferred supplier of the product
    PRIMARY KEY (product_id, supplier_id)
);

CREATE TABLE customers ( -- People who bought at least once, in a store or online
    customer_id INTEGER PRIMARY KEY, -- Customer identifier
    first_name  TEXT NOT NULL, -- Given name
    last_name   TEXT NOT NULL, -- Family name
    email       TEXT NOT NULL UNIQUE, -- E-mail address (fictitious)
    city        TEXT NOT NULL, -- City of residence
    country     TEXT NOT NULL, -- Country of residence
    region_id   INTEGER NOT NULL REFERENCES regions(region_id), -- Home region
    segment     TEXT NOT NULL, -- 'consumer', 'small business' or 'corporate'
    loyalty_tier TEXT NOT NULL, -- 'none', 'silver', 'gold' or 'platinum'
    signup_date DATE NOT NULL, -- Date the customer account was created
    birth_year  INTEGER -- Year of birth, when known
);

CREATE TABLE employees ( -- Store staff; managers are employees too
    employee_id INTEGER PRIMARY KEY, -- Employee identifier
    first_name  TEXT NOT NULL, -- Given name
    last_name   TEXT NOT NULL, -- Family name
    store_id    INTEGER NOT NULL REFERENCES stores(store_id), -- Store the employee works at
    manager_id  INTEGER REFERENCES employees(employee_id), -- The employee's manager; NULL for store managers
    role        TEXT NOT NULL, -- 'store manager', 'sales associate', 'cashier' or 'stock clerk'
    hire_date   DATE NOT NULL, -- First working day
    hourly_wage NUMERIC(6,2) NOT NULL -- Wage per hour in EUR
);

CREATE TABLE campaigns ( -- Marketing campaigns that can be credited with orders
    campaign_id INTEGER PRIMARY KEY, -- Campaign identifier
    name        TEXT NOT NULL, -- Campaign name
    channel     TEXT NOT NULL, -- 'email', 'social', 'search', 'tv' or 'display'
    start_date  DATE NOT NULL, -- First day of the campaign
    end_date    DATE NOT NULL, -- Last day of the campaign
    budget      NUMERIC(12,2) NOT NULL, -- Planned spend in EUR
    discount_pct INTEGER NOT NULL -- Discount offered, in percent
);

CREATE TABLE calendar ( -- One row per day: a date dimension for reporting
    date        DATE PRIMARY KEY, -- The day (YYYY-MM-DD)
    year        INTEGER NOT NULL, -- Calendar year
    quarter     INTEGER NOT NULL, -- Quarter 1-4
    month       INTEGER NOT NULL, -- Month 1-12
    month_name  TEXT NOT NULL, -- 'January' ... 'December'
    iso_week    INTEGER NOT NULL, -- ISO 8601 week number
    day_of_week INTEGER NOT NULL, -- 1 = Monday ... 7 = Sunday
    day_name    TEXT NOT NULL, -- 'Monday' ... 'Sunday'
    is_weekend  INTEGER NOT NULL, -- 1 on Saturday and Sunday
    is_holiday  INTEGER NOT NULL -- 1 on common public holidays (New Year, Christmas)
);

CREATE TABLE orders ( -- Orders: one per checkout, in a store or online
    order_id    INTEGER PRIMARY KEY, -- Order identifier
    customer_id INTEGER REFERENCES customers(customer_id), -- Who bought; NULL for anonymous store sales
    store_id    INTEGER NOT NULL REFERENCES stores(store_id), -- Where it was sold
    employee_id INTEGER REFERENCES employees(employee_id), -- Cashier or associate; NULL online
    campaign_id INTEGER REFERENCES campaigns(campaign_id), -- Campaign credited with the order, if any
    order_date  DATE NOT NULL REFERENCES calendar(date), -- Day of the order
    channel     TEXT NOT NULL, -- 'store', 'web' or 'mobile'
    payment_method TEXT NOT NULL, -- 'card', 'cash', 'paypal' or 'invoice'
    status      TEXT NOT NULL, -- 'completed', 'cancelled' or 'returned'
    shipping_cost NUMERIC(8,2) NOT NULL DEFAULT 0 -- Shipping charged in EUR (0 in stores)
);

CREATE TABLE order_lines ( -- The products in each order: the sales fact table
    order_line_id INTEGER PRIMARY KEY, -- Order line identifier
    order_id    INTEGER NOT NULL REFERENCES orders(order_id), -- The order
    product_id  INTEGER NOT NULL REFERENCES products(product_id), -- The product sold
    quantity    INTEGER NOT NULL, -- Units sold
    unit_price  NUMERIC(10,2) NOT NULL, -- Price per unit before discount in EUR
    discount_pct INTEGER NOT NULL DEFAULT 0, -- Discount applied, in percent
    amount      NUMERIC(12,2) NOT NULL -- Line revenue in EUR: quantity * unit_price * (1 - discount)
);

CREATE TABLE returns ( -- Products brought back after purchase
    return_id   INTEGER PRIMARY KEY, -- Return identifier
    order_line_id INTEGER NOT NULL REFERENCES order_lines(order_line_id), -- The order line returned
    return_date DATE NOT NULL, -- Day the return was received
    quantity    INTEGER NOT NULL, -- Units returned
    reason      TEXT NOT NULL, -- 'damaged', 'wrong size', 'not as described', 'changed mind' or 'late delivery'
    refund_amount NUMERIC(12,2) NOT NULL -- Money refunded in EUR
);

CREATE INDEX idx_orders_date ON orders(order_date);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_orders_store ON orders(store_id);
CREATE INDEX idx_order_lines_order ON order_lines(order_id);
CREATE INDEX idx_order_lines_product ON order_lines(product_id);
CREATE INDEX idx_returns_line ON returns(order_line_id);
CREATE INDEX idx_products_category ON products(category_id);

CREATE VIEW sales AS -- Completed order lines with their date, store and product: handy for reporting
SELECT ol.order_line_id, o.order_id, o.order_date, o.store_id, o.customer_id, o.channel,
       ol.product_id, ol.quantity, ol.amount
FROM order_lines ol JOIN orders o ON o.order_id = ol.order_id
WHERE o.status <> 'cancelled';
